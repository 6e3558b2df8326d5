/**
 * Finds the caller's IP for rate limits: the socket's, or the one the trusted proxy reported (TRUST_PROXY,
 * ADR 0018). IPv6 callers are counted by their /64.
 */
import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import { ipSubject } from '../../core/security/ip-subject.js';
import { proxiedClientIp, type TrustProxy } from '../../core/security/trust-proxy.js';
import type { AppEnv } from '../env.js';

/**
 * A connection's subject, worked out once: keep-alive brings many calls over one socket, and reading
 * `remoteAddress` asks the kernel each time (ADR 0032).
 */
const socketSubjects = new WeakMap<object, string>();

function socketSubject(env: unknown): string | undefined {
  const socket = (env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  // app.request() in tests has no socket.
  if (!socket) return undefined;
  let subject = socketSubjects.get(socket);
  if (subject === undefined) {
    const address = socket.remoteAddress;
    if (!address) return undefined;
    subject = ipSubject(address);
    socketSubjects.set(socket, subject);
  }
  return subject;
}

export const clientIp = (trust: TrustProxy) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const proxied = proxiedClientIp(trust, (name) => c.req.header(name));
    c.set('clientIp', proxied ? ipSubject(proxied) : (socketSubject(c.env) ?? 'unknown'));
    await next();
  });
