/** Composition root: config -> db -> core services -> bot -> app -> serve. */
import { serve } from '@hono/node-server';
import { createApp } from './api/app.js';
import { chooseBotMode, createBotRuntime } from './bot/runtime.js';
import { bootCore, loadConfigOrExit } from './core/boot.js';
import { CLIENT_DIR } from './core/paths.js';
import { pruneExpired } from './core/security/rate-limit.js';
import { createServices } from './core/services.js';

function start() {
  const config = loadConfigOrExit();
  const services = createServices(bootCore(config));
  // No bot without a token; with an https PUBLIC_URL Telegram pushes updates to /bot/webhook, otherwise we poll.
  const botMode = config.BOT_TOKEN ? chooseBotMode(config.PUBLIC_URL) : undefined;
  if (botMode) services.log.info('bot mode', { ...botMode });
  const bot = botMode ? createBotRuntime(services, botMode.mode) : null;
  const deps = { ...services, ...bot?.services };
  const resumed = deps.interpretations.resumePending();
  if (resumed > 0) deps.log.info('resumed pending readings', { count: resumed });
  const resumedFollowups = deps.followupAnswers.resumePending();
  if (resumedFollowups > 0) deps.log.info('resumed pending follow-ups', { count: resumedFollowups });
  // Another process on the same database may die mid-way: its readings and follow-ups are taken over
  // once their claims run out (ADR 0052).
  const sweep = setInterval(() => {
    const readings = deps.interpretations.resumePending();
    const followups = deps.followupAnswers.resumePending();
    if (readings + followups > 0) deps.log.info('took over pending work', { readings, followups });
  }, config.CLAIM_MS);
  sweep.unref();
  const unsent = deps.mail.resume();
  if (unsent > 0) deps.log.info('resumed unsent mail', { count: unsent });
  const app = createApp(deps, { clientDir: CLIENT_DIR });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    deps.log.notice('listening', {
      url: `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${info.port}`,
    });
    // After listening, so the webhook can take the updates Telegram sends as soon as it is set. A bot
    // that does not start (polling while a webhook is set) is logged; the API keeps serving.
    void bot?.start();
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.notice('shutting down', { signal });
    clearInterval(sweep);
    // Stop accepting, let in-flight requests finish, then close the database.
    server.close(async () => {
      await bot?.stop();
      await deps.interpretations.idle();
      await deps.mail.idle();
      deps.mail.stop();
      deps.db.$client.close();
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  // Expired rate-limit windows are only clutter; clear them hourly.
  setInterval(() => pruneExpired(deps.db, deps.now()), 3_600_000).unref();
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start();
