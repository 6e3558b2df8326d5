/**
 * `npm run bot`: the bot alone, in long polling, against the same database as the server (for
 * development). It refuses to start while a webhook is set for the token (polling would delete it,
 * taking the bot away from the server it belongs to), and exits with an error when polling stops on
 * its own, e.g. 409 because another process polls with the same token: Telegram gives updates to one
 * poller only.
 */
import { bootCore, loadConfigOrExit } from '../core/boot.js';
import { createServices } from '../core/services.js';
import { createBotRuntime } from './runtime.js';

async function main() {
  const config = loadConfigOrExit();
  if (!config.BOT_TOKEN) {
    console.error('BOT_TOKEN is not set: create a bot with @BotFather and put its token in BOT_TOKEN.');
    process.exit(1);
  }
  const deps = createServices(bootCore(config));

  let stopping = false;
  const shutdown = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    deps.log.notice('shutting down', { reason });
    setTimeout(() => process.exit(1), 10_000).unref();
    await bot.stop();
    await deps.interpretations.idle();
    await deps.mail.idle();
    deps.mail.stop();
    deps.db.$client.close();
    process.exit(code);
  };
  const bot = createBotRuntime(deps, 'polling', {
    onPollingError: () => void shutdown('polling stopped', 1),
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  if (!(await bot.start())) await shutdown('the bot did not start', 1);
}

void main();
