/** Issue 13: the request line and every line a handler writes carry the request's id. */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../core/logger.js';
import { makeApp, registerUser } from '../helpers/harness.js';

describe('request ids in the logs', () => {
  it('are on the request line and on every line a handler writes, and differ between requests', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', {}, (line: string) => lines.push(JSON.parse(line)));
    const t = makeApp({
      services: () => ({
        log,
        invoiceLinks: {
          create: async () => {
            throw new Error('Telegram is down');
          },
        },
      }),
    });
    const { access_token } = await registerUser(t);
    const res = await t.call('POST', '/api/tokens/invoice', { package_id: 'starter' }, access_token);
    expect(res.status).toBe(503);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    const failure = lines.find((l) => l.msg === 'invoice link failed');
    expect(failure).toMatchObject({ requestId: id });
    const requestLine = lines.find((l) => l.msg === 'request' && l.path === '/api/tokens/invoice');
    expect(requestLine).toMatchObject({ requestId: id });
    const other = lines.filter((l) => l.msg === 'request' && l.requestId !== id);
    expect(other.length).toBeGreaterThan(0);
  });
});
