/**
 * Finds the caller's IP for rate limits: the socket's, or the one the trusted proxy reported (TRUST_PROXY,
 * ADR 0018). IPv6 callers are counted by their /64.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import { ipSubject } from '../../core/security/ip-subject.js';
import { proxiedClientIp, type TrustProxy } from '../../core/security/trust-proxy.js';
import type { AppEnv } from '../env.js';

export const clientIp = (trust: TrustProxy) =>
  createMiddleware<AppEnv>(async (c, next) => {
    let ip = proxiedClientIp(trust, (name) => c.req.header(name));
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // app.request() in tests has no socket.
      }
    }
    c.set('clientIp', ip ? ipSubject(ip) : 'unknown');
    await next();
  });
