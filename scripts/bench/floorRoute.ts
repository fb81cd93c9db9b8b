/**
 * The floor a bank call is compared with: Fastify, the bank's own session lookup behind its
 * cookie, and one primary-key SELECT on the bank's database. A call costs what this costs plus
 * its own work.
 */
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../../server/config';
import { databaseLocation, openDatabase } from '../../server/db/database';
import { customers } from '../../server/db/schema';
import { services } from '../../server/plugins/services';
import { sessions } from '../../server/plugins/sessions';

const config = loadConfig(process.env);
const database = await openDatabase(databaseLocation(config));
const app = Fastify({ logger: false });
await app.register(cookie);
await app.register(services, { config, db: database.db, now: () => new Date() });
await app.register(sessions);
app.post('/floor', async (request, reply) => {
  const session = await app.sessionOf(request, { touch: true });
  if (!session) return reply.code(401).send({ status: 401 });
  const [customer] = await database.db
    .select({ Id: customers.id, Name: customers.name })
    .from(customers)
    .where(eq(customers.id, session.customerId));
  return [customer];
});
app.addHook('onClose', () => database.close());
await app.listen({ port: config.PORT, host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close());
