import Fastify, { LogController, type FastifyInstance, type onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE } from '../../api/catalogue';
import { createBankMetrics, type BankMetrics, type CallLatency } from './bankMetrics';

export const METRICS_PATH = '/metrics';

/** Every request the router matched no route for shares this label: the raw URL is unbounded. */
export const UNMATCHED = 'unmatched';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bank's metrics, present only when METRICS_PORT is set; jobs report their runs here. */
    metrics?: BankMetrics;
    /** `http://host:port/metrics` of the metrics listener, once the bank is ready. */
    metricsUrl?: string;
  }
}

const CALL_NAMES = new Map(CATALOGUE.map((call) => [call.path, call.name]));

/** The latency series of each method a route (or the not-found handler) answers, made on demand. */
function latencyByMethod(metrics: BankMetrics, call: string) {
  const byMethod = new Map<string, CallLatency>();
  return (method: string) => {
    let latency = byMethod.get(method);
    if (!latency) byMethod.set(method, (latency = metrics.callLatency(call, method)));
    return latency;
  };
}

/**
 * Prometheus metrics on a listener of their own (METRICS_HOST:METRICS_PORT), never on the public
 * port. Each route gets its own response hook, bound at registration to its call's name from the
 * catalogue (other routes: their route pattern, as bounded as the route table), so a request
 * costs one map lookup and one observation. Register before any route.
 */
export const metrics = fp(
  async (app: FastifyInstance, { host, port }: { host: string; port: number }) => {
    const bankMetrics = createBankMetrics(app.db);
    app.decorate('metrics', bankMetrics);

    app.addHook('onRoute', (route) => {
      const latency = latencyByMethod(bankMetrics, CALL_NAMES.get(route.url) ?? route.url);
      const observe: onResponseHookHandler = (request, reply, done) => {
        latency(request.method).observe(reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      // A new array: the HEAD twin of a GET route shares the original options and gets its own.
      route.onResponse = [route.onResponse ?? []].flat().concat(observe);
    });
    const unmatched = latencyByMethod(bankMetrics, UNMATCHED);
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404)
        unmatched(request.method).observe(reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const listener = Fastify({
      loggerInstance: app.log.child({ listener: 'metrics' }),
      // A scrape every few seconds would drown the bank's own lines.
      logController: new LogController({ disableRequestLogging: true }),
    });
    listener.get(METRICS_PATH, async (_request, reply) =>
      reply.type(bankMetrics.registry.contentType).send(await bankMetrics.registry.metrics()),
    );
    app.decorate('metricsUrl', {
      getter: () =>
        listener.server.listening ? listener.listeningOrigin + METRICS_PATH : undefined,
    });
    app.addHook('onReady', async () => {
      await listener.listen({ host, port });
    });
    // After the public port has closed and its requests have finished (hooks close in reverse).
    app.addHook('onClose', () => listener.close());
  },
  { name: 'metrics', dependencies: ['services'] },
);
