/** Composition root: config -> db -> core services -> bot -> app -> serve. */
import { serve } from '@hono/node-server';
import { createApp } from './api/app.js';
import { bootCore } from './core/boot.js';
import { ConfigError, loadConfig } from './core/config.js';
import { createServices } from './core/services.js';

function start() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const deps = createServices(bootCore(config));
  const resumed = deps.interpretations.resumePending();
  if (resumed > 0) deps.log.info('resumed pending readings', { count: resumed });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    deps.log.info('listening', {
      url: `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${info.port}`,
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info('shutting down', { signal });
    // Stop accepting, let in-flight requests finish, then close the database.
    server.close(async () => {
      await deps.interpretations.idle();
      deps.db.$client.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start();
