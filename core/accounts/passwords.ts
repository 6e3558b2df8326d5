/** Password hashing (argon2id with the library's defaults, DESIGN §5) and the password rules. */
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors.js';
import { PASSWORD_MAX, PASSWORD_MIN, passwordLengthFits } from '../inputs/password.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** Throws a 422 naming the rule a new password breaks. */
export function checkPasswordRules(password: string, field = 'password') {
  if (!passwordLengthFits(password)) {
    throw new AppError(
      422,
      'weak_password',
      `${field}: must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
    );
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AppError(422, 'weak_password', `${field}: this password is too common; choose another`);
  }
}

/**
 * Hashes new passwords and checks given ones. Part of the services the app is composed with, so a test
 * can wrap the real one (to count the argon2 calls an attack causes) without faking it.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password, and for an account with no password (after the same work). */
  verify(passwordHash: string | null | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(): PasswordHasher {
  // A hash of a random password, verified when no account matches so both paths take the same time.
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password),
    async verify(passwordHash, password) {
      if (!passwordHash) {
        decoy ??= hash('decoy-password-for-timing-only');
        await verify(await decoy, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
  };
}
