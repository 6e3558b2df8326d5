/**
 * `npm run bot`: the bot alone, in long polling, against the same database as the server (for
 * development). Do not run it while the server runs its own bot with the same token: Telegram gives
 * updates to one poller only.
 */
import { bootCore } from '../core/boot.js';
import { ConfigError, loadConfig } from '../core/config.js';
import { createServices } from '../core/services.js';
import { createBotRuntime } from './runtime.js';

async function main() {
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
  if (!config.BOT_TOKEN) {
    console.error('BOT_TOKEN is not set: create a bot with @BotFather and put its token in BOT_TOKEN.');
    process.exit(1);
  }
  const deps = createServices(bootCore(config));
  const bot = createBotRuntime(deps, 'polling');
  await bot.start();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info('shutting down', { signal });
    setTimeout(() => process.exit(1), 10_000).unref();
    await bot.stop();
    await deps.interpretations.idle();
    deps.db.$client.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
