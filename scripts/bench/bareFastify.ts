/** A bare Fastify route on the same machine: the ceiling any bank call is compared with. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => [{ Id: '00000000-0000-0000-0000-000000000000', Balance: 1234.56 }]);
app.get('/api/auth/session-status', async () => ({ status: '' }));
await app.listen({ port: Number(process.env.PORT ?? 8199), host: '127.0.0.1' });
