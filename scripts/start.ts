/**
 * `npm start`: builds the web bank when its sources are newer than the build, then starts the
 * sandbox bank (which migrates, seeds on first start and serves app and API on one port).
 */
import { buildWhenStale } from './freshBuild';

await buildWhenStale();
await import('../server/main');
