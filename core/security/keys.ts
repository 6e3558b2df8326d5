/**
 * The server secret: JWT_SECRET when set, else one generated at first boot and kept in DATA_DIR,
 * so sessions survive restarts. Purpose-specific keys are derived from it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hmac } from './crypto.js';

export interface Keys {
  jwt: Uint8Array;
  /** Derives a rotated refresh token from its parent, so racing refreshes agree on one child. */
  rotation: Buffer;
  /** Signs the short-lived links to a reading's story image that Telegram's client fetches (ADR 0040). */
  share: Buffer;
}

export function deriveKeys(secret: string): Keys {
  return {
    jwt: new Uint8Array(hmac(secret, 'jwt')),
    rotation: hmac(secret, 'refresh-rotation'),
    share: hmac(secret, 'share-image'),
  };
}

/** A shorter secret (say, a file left empty by a crash) would make the signing key guessable. */
const MIN_SECRET_LENGTH = 32;

export function loadOrCreateSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) createSecretFile(dataDir, file);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file}: the JWT secret in it is ${secret.length} characters long, it must be at least ${MIN_SECRET_LENGTH} characters. ` +
        'Delete the file to generate a new one (signing everyone out), or set JWT_SECRET.',
    );
  }
  return secret;
}

/**
 * Writes a fresh secret to a temporary file, syncs it, then links it into place: the link appears
 * complete or not at all, and fails if another process got there first (then theirs is used).
 */
function createSecretFile(dataDir: string, file: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const tmp = path.join(dataDir, `.jwt-secret.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = fs.openSync(tmp, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, randomBytes(48).toString('base64url'));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(tmp);
  }
}
