/**
 * TRUST_PROXY (ADR 0018): which header, if any, carries the client's IP. Only a header the proxy in use
 * sets itself may be believed; anything the client can send through it would let the client pick its own
 * IP and walk past every per-IP limit.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

export type TrustProxy =
  /** The socket's address (no proxy, or one we do not trust). */
  | { kind: 'none' }
  /** Fly.io: Fly-Client-IP, which Fly's proxy sets from the connection it accepted. */
  | { kind: 'fly' }
  /** `hops` trusted proxies, each appending the address it saw to X-Forwarded-For. */
  | { kind: 'xff'; hops: number };

const XFF = /^xff:(\d{1,2})$/;

export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no'].includes(value)) return { kind: 'none' };
    if (value === 'fly') return { kind: 'fly' };
    const hops = Number(XFF.exec(value)?.[1]);
    if (hops >= 1 && hops <= 10) return { kind: 'xff', hops };
    ctx.addIssue({
      code: 'custom',
      message: ['true', '1', 'yes'].includes(value)
        ? 'no longer says which header to trust: set fly (Fly-Client-IP) or xff:1 (one proxy appending X-Forwarded-For)'
        : 'must be false, fly, or xff:N (N = 1 to 10 trusted proxies)',
    });
    return z.NEVER;
  });

/**
 * The client IP the trusted proxy reported, or undefined when it reported none usable (then the socket's
 * address is the caller's). With N hops, the Nth address from the right of X-Forwarded-For is the one
 * the outermost trusted proxy saw; everything left of it was written by the client.
 */
export function proxiedClientIp(trust: TrustProxy, header: (name: string) => string | undefined) {
  let ip: string | undefined;
  if (trust.kind === 'fly') ip = header('fly-client-ip')?.trim();
  if (trust.kind === 'xff') {
    const entries = (header('x-forwarded-for') ?? '').split(',').map((s) => s.trim());
    if (entries.length >= trust.hops) ip = entries[entries.length - trust.hops];
  }
  return ip && isIP(ip) ? ip : undefined;
}
