import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../core/config.js';

/** Runs loadConfig and returns the ConfigError it throws (fails the test if it does not throw one). */
function configErrorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('configuration (DESIGN §2)', () => {
  it('starts on the embedded defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      OPENAI_MODEL: 'gpt-4o-mini',
      GOOGLE_ISSUER: 'https://accounts.google.com',
      TELEGRAM_API_ROOT: 'https://api.telegram.org',
      ADMIN_EMAILS: [],
      ADMIN_TELEGRAM_IDS: [],
      TRUST_PROXY: { kind: 'none' },
      INIT_DATA_MAX_AGE_SECONDS: 3600,
    });
    expect(config.databasePath).toBe(path.join('./data', 'tarot.db'));
    // Every outside service is off until its variable is set.
    for (const key of [
      'JWT_SECRET',
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'SMTP_URL',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'BOT_TOKEN',
      'BOT_USERNAME',
      'BOT_WEBHOOK_SECRET',
      'PUBLIC_URL',
      'DATABASE_PATH',
    ] as const) {
      expect(config[key], key).toBeUndefined();
    }
  });

  it('keeps the database under DATA_DIR unless DATABASE_PATH is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/tarot' }).databasePath).toBe(path.join('/srv/tarot', 'tarot.db'));
    expect(loadConfig({ DATA_DIR: '/srv/tarot', DATABASE_PATH: '/db/x.db' }).databasePath).toBe('/db/x.db');
  });

  it('treats a variable set to an empty string as unset', () => {
    const config = loadConfig({ BOT_TOKEN: '', OPENAI_BASE_URL: '', JWT_SECRET: '  ' });
    expect(config.BOT_TOKEN).toBeUndefined();
    expect(config.OPENAI_BASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it('reads the documented variables when they are set', () => {
    const config = loadConfig({
      PORT: '8080',
      BOT_TOKEN: '123456:ABC-def_1',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      ADMIN_EMAILS: ' Admin@Example.com , second@example.com,',
      ADMIN_TELEGRAM_IDS: '42, 279058397',
      TRUST_PROXY: 'xff:2',
    });
    expect(config.PORT).toBe(8080);
    expect(config.BOT_TOKEN).toBe('123456:ABC-def_1');
    expect(config.OPENAI_BASE_URL).toBe('http://127.0.0.1:9999/v1');
    expect(config.ADMIN_EMAILS).toEqual(['admin@example.com', 'second@example.com']);
    expect(config.ADMIN_TELEGRAM_IDS).toEqual(['42', '279058397']);
    expect(config.TRUST_PROXY).toEqual({ kind: 'xff', hops: 2 });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['BOT_TOKEN', 'nonsense'],
    ['OPENAI_BASE_URL', 'not-a-url'],
    ['SMTP_URL', 'not a url'],
    ['PUBLIC_URL', 'example.com'],
    ['ADMIN_TELEGRAM_IDS', 'abc'],
    ['ADMIN_TELEGRAM_IDS', '42,@someone'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', 'xff:0'],
    ['TRUST_PROXY', 'xff:x'],
    ['JWT_SECRET', 'too-short'],
    ['INIT_DATA_MAX_AGE_SECONDS', '-5'],
    ['BOT_WEBHOOK_SECRET', 'has spaces in it'],
  ])('stops boot on a bad %s (%s) with a message naming the variable', (name, value) => {
    const error = configErrorFor({ [name]: value });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toContain(name);
  });

  it('names every bad variable at once, and no good one', () => {
    const error = configErrorFor({ PORT: 'abc', BOT_TOKEN: 'nonsense', HOST: 'localhost' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('BOT_TOKEN');
    expect(error.message).not.toContain('HOST');
  });

  it('does not repeat a rejected secret in the message', () => {
    const error = configErrorFor({ JWT_SECRET: 'my-short-secret' });
    expect(error.message).toContain('JWT_SECRET');
    expect(error.message).not.toContain('my-short-secret');
  });

  it.each([
    ['', { kind: 'none' }],
    ['false', { kind: 'none' }],
    ['fly', { kind: 'fly' }],
    ['FLY', { kind: 'fly' }],
    ['xff:1', { kind: 'xff', hops: 1 }],
  ])('reads TRUST_PROXY=%s', (value, trust) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(trust);
  });

  it.each(['true', '1', 'yes'])(
    'stops boot on TRUST_PROXY=%s, which does not say which header to trust, naming the choices',
    (value) => {
      const error = configErrorFor({ TRUST_PROXY: value });
      expect(error.message).toContain('TRUST_PROXY');
      expect(error.message).toContain('fly');
      expect(error.message).toContain('xff:1');
    },
  );

  it('requires PUBLIC_URL in production, so links never come from the Host header', () => {
    const refused: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', PUBLIC_URL: '  ' },
    ];
    for (const env of refused) {
      const error = configErrorFor(env);
      expect(error.message).toContain('PUBLIC_URL');
      expect(error.message).toContain('production');
    }
    const production = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tarot.example' });
    expect(production.PUBLIC_URL).toBe('https://tarot.example');
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV }).PUBLIC_URL, NODE_ENV).toBeUndefined();
    }
  });

  it('requires PUBLIC_URL whenever SMTP_URL is set, so mailed links never come from the Host header', () => {
    const error = configErrorFor({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(error.message).toContain('PUBLIC_URL');
    expect(error.message).toContain('SMTP_URL');
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'http://localhost:3000' });
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });
});
