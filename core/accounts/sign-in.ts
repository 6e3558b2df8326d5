/** The three ways in (DESIGN §5): Telegram initData, e-mail and password, and (in google.ts) Google. */
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema.js';
import type { CoreDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { type Locale, toLocale } from '../locales.js';
import { renderMail } from '../mail/templates.js';
import { consume, LIMITS } from '../security/rate-limit.js';
import { InitDataError, validateInitData } from '../security/telegram-init-data.js';
import { startSession, type TokenPair } from '../sessions/sessions.js';
import { sendAddressNotice } from './address-notice.js';
import { telegramProfile } from './display-name.js';
import { type MailingDeps, sendVerification } from './email-verification.js';
import { admitLogin, recordLoginFailure } from './login-guard.js';
import { checkPasswordRules, type PasswordHasher } from './passwords.js';
import { toUserDto, type UserDto } from './user-dto.js';
import { createUser, findUserByEmail } from './users.js';

export interface SignedIn extends TokenPair {
  user: UserDto;
}

export async function startSignedIn(
  deps: CoreDeps,
  user: UserRow,
  deviceInfo?: string | null,
): Promise<SignedIn> {
  deps.db.update(users).set({ lastSeenAt: deps.now() }).where(eq(users.id, user.id)).run();
  return { ...(await startSession(deps, user.id, deviceInfo)), user: toUserDto(user, deps.config) };
}

export async function signInWithTelegram(deps: CoreDeps, initData: string, ip: string): Promise<SignedIn> {
  consume(deps.db, LIMITS.initDataByIp, ip, deps.now());
  const botToken = deps.config.BOT_TOKEN;
  if (!botToken) throw new AppError(503, 'telegram_disabled', 'Telegram sign-in is not configured');
  let tg: ReturnType<typeof validateInitData>;
  try {
    tg = validateInitData(initData, botToken, {
      maxAgeSeconds: deps.config.INIT_DATA_MAX_AGE_SECONDS,
      nowSeconds: Math.floor(deps.now() / 1000),
    });
  } catch (error) {
    if (error instanceof InitDataError) {
      throw new AppError(401, 'invalid_init_data', 'Failed to process login data');
    }
    throw error;
  }
  const profile = { ...telegramProfile(tg.user), photoUrl: tg.user.photo_url ?? null };
  const telegramId = String(tg.user.id);
  const user = deps.db.transaction(
    (tx) => {
      const existing = tx.select().from(users).where(eq(users.telegramId, telegramId)).get();
      if (existing) return tx.update(users).set(profile).where(eq(users.id, existing.id)).returning().get();
      return createUser(tx, { telegramId, ...profile, locale: toLocale(tg.user.language_code) });
    },
    { behavior: 'immediate' },
  );
  return startSignedIn(deps, user);
}

export interface PasswordCredentials {
  email: string;
  password: string;
  locale?: Locale;
  display_name?: string;
  device_info?: string;
}

/** Registers and signs in; sends the verification mail, or tells an existing address's owner someone tried. */
export async function registerWithPassword(
  deps: MailingDeps & { passwords: PasswordHasher },
  input: PasswordCredentials,
  ip: string,
  linkBase: string,
): Promise<SignedIn> {
  consume(deps.db, LIMITS.registerByIp, ip, deps.now());
  checkPasswordRules(input.password);
  const email = input.email.toLowerCase();
  const passwordHash = await deps.passwords.hash(input.password);
  // Checked after the slow hash so an existing address is not revealed by timing.
  const user = deps.db.transaction(
    (tx) => {
      if (findUserByEmail(tx, email)) return null;
      return createUser(tx, {
        email,
        passwordHash,
        displayName: input.display_name ?? null,
        locale: input.locale ?? 'en',
      });
    },
    { behavior: 'immediate' },
  );
  const locale = input.locale ?? 'en';
  if (!user) {
    sendAddressNotice(deps, email, renderMail(locale, 'register_attempt', { email }));
    throw new AppError(409, 'registration_failed', 'This e-mail cannot be used to register');
  }
  sendVerification(deps, user, linkBase, locale);
  return startSignedIn(deps, user, input.device_info);
}

export async function loginWithPassword(
  deps: CoreDeps & { passwords: PasswordHasher },
  input: PasswordCredentials,
  ip: string,
): Promise<SignedIn> {
  const email = input.email.toLowerCase();
  const now = deps.now();
  admitLogin(deps.db, email, ip, now);
  const user = findUserByEmail(deps.db, email);
  if (!(await deps.passwords.verify(user?.passwordHash, input.password)) || !user) {
    recordLoginFailure(deps.db, email, ip, now);
    throw new AppError(401, 'invalid_credentials', 'Invalid e-mail or password');
  }
  return startSignedIn(deps, user, input.device_info);
}
