/**
 * Finds the caller's IP for rate limits: the socket's, or the proxy's header only when a trusted proxy
 * is configured. IPv6 callers are counted by their /64.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import { ipSubject } from '../../core/security/ip-subject.js';
import type { AppEnv } from '../env.js';

export const clientIp = (trustProxy: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) {
      // The proxy appends the address it saw; earlier entries are whatever the client claimed.
      ip = c.req.header('fly-client-ip') ?? c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    }
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
