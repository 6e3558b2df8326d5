/**
 * Telegram Mini App initData validation (core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * HMAC-SHA256 over the sorted "key=value" lines of every field but hash, keyed by
 * HMAC-SHA256("WebAppData", bot token). Our own code, proven against Telegram's vector and an independent signer.
 */
import { z } from 'zod';
import { hmac, safeEqual } from './crypto.js';

export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
}

export interface InitData {
  user: TelegramUser;
  authDate: number;
  startParam: string | null;
}

const userSchema = z.object({
  id: z.number().int().positive(),
  first_name: z.string().max(256).optional(),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  language_code: z.string().max(35).optional(),
  photo_url: z.string().max(2048).optional(),
});

/** Clock skew tolerated for an auth_date slightly ahead of ours. */
const FUTURE_SKEW_SECONDS = 30;

export type InitDataFailure = 'malformed' | 'bad_signature' | 'expired' | 'from_future' | 'no_user';

export class InitDataError extends Error {
  override name = 'InitDataError';
  constructor(readonly reason: InitDataFailure) {
    super(`initData rejected: ${reason}`);
  }
}

function checkString(params: URLSearchParams, omit: string[]): string {
  return [...params.entries()]
    .filter(([k]) => !omit.includes(k))
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n');
}

export function validateInitData(
  raw: string,
  botToken: string,
  { maxAgeSeconds, nowSeconds }: { maxAgeSeconds: number; nowSeconds: number },
): InitData {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || params.getAll('hash').length !== 1 || !/^[0-9a-f]{64}$/.test(hash))
    throw new InitDataError('malformed');
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) throw new InitDataError('malformed');

  // The hash covers every field that arrives, "signature" (Bot API 8.0) included: a field the
  // hash does not cover would be accepted unauthenticated.
  const expected = hmac(hmac('WebAppData', botToken), checkString(params, ['hash'])).toString('hex');
  if (!safeEqual(expected, hash)) throw new InitDataError('bad_signature');

  const authDateRaw = params.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDateRaw)) throw new InitDataError('malformed');
  const authDate = Number(authDateRaw);
  if (authDate > nowSeconds + FUTURE_SKEW_SECONDS) throw new InitDataError('from_future');
  if (nowSeconds - authDate > maxAgeSeconds) throw new InitDataError('expired');

  let user: TelegramUser;
  try {
    user = userSchema.parse(JSON.parse(params.get('user') ?? 'null'));
  } catch {
    throw new InitDataError('no_user');
  }
  return { user, authDate, startParam: params.get('start_param') };
}
