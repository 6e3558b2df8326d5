/**
 * The one module that reads the environment. Every variable of DESIGN §2 with its
 * embedded default; a bad value stops boot with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema } from './security/trust-proxy.js';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Numbers from the environment; an empty string means "not set". */
const envNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: envNumber(0, 65535, 3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_PATH: optionalString,
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: envNumber(1, 600_000, 60_000),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Tarot <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  BOT_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(/^\d+:[\w-]+$/, 'must look like 123456:ABC-DEF')
      .optional(),
  ),
  BOT_USERNAME: optionalString,
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  BOT_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/, 'may contain only A-Z, a-z, 0-9, _ and -')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  ADMIN_EMAILS: csv.transform((list) => list.map((e) => e.toLowerCase())),
  ADMIN_TELEGRAM_IDS: csv.pipe(z.array(z.string().regex(/^\d+$/, 'must be numeric Telegram ids'))),
  TRUST_PROXY: trustProxySchema,
  INIT_DATA_MAX_AGE_SECONDS: envNumber(1, 7 * 24 * 3600, 3600),
  /**
   * How long a process's claim on work (a reading being written, the bot) lasts unless renewed: after a
   * crash, another process on the same database takes the work over once it runs out (ADR 0052).
   */
  CLAIM_MS: envNumber(500, 600_000, 30_000),
  /** Bearer token for GET /metrics; absent, the route does not exist (ADR 0043). */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

/**
 * Links in e-mails must not come from the request's Host header, which anyone can set: in production, and
 * wherever mail really leaves the machine, PUBLIC_URL says where they point.
 */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required when NODE_ENV=production' });
  } else if (e.SMTP_URL && !e.PUBLIC_URL) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required when SMTP_URL is set' });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  databasePath: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return { ...e, databasePath: e.DATABASE_PATH ?? path.join(e.DATA_DIR, 'tarot.db') };
}
