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
}

export function deriveKeys(secret: string): Keys {
  return { jwt: new Uint8Array(hmac(secret, 'jwt')), rotation: hmac(secret, 'refresh-rotation') };
}

export function loadOrCreateSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created it first; then use theirs.
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}
