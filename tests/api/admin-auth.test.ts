/**
 * Every /api/admin route: 401 anonymous, 403 for a user and for an unverified ADMIN_EMAILS claimer,
 * 2xx for an admin. The list is checked against the router, so a new route must be added here.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { makeApp } from '../helpers/harness.js';
import { signUp } from '../helpers/sign-up.js';

describe('/api/admin authorization', () => {
  it('guards every admin route', async () => {
    const t = makeApp({
      env: { ADMIN_EMAILS: 'boss@example.com' },
      services: () => ({ refundStars: async () => 'refunded' as const }),
    });
    const admin = await signUp(t, { isAdmin: true });
    const user = await signUp(t);
    const claimer = await signUp(t, { email: 'boss@example.com', isEmailVerified: false });
    const target = await signUp(t);
    const routes: [string, string, unknown?, number?][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${target.id}`],
      ['PUT', `/api/admin/users/${target.id}`, { display_name: 'Renamed' }],
      [
        'POST',
        '/api/admin/users/tokens/adjust',
        { user_id: target.id, amount: 1, reason: 'r', idempotency_key: 'k-auth-0001' },
      ],
      ['GET', `/api/admin/users/${target.id}/ledger`],
      ['GET', '/api/admin/readings'],
      ['GET', '/api/admin/readings/none', undefined, 404],
      ['GET', '/api/admin/stats/daily?from=2025-01-01&to=2025-01-02'],
      ['GET', '/api/admin/payments'],
      ['POST', '/api/admin/payments/999/refund', undefined, 404],
      ['GET', '/api/admin/audit'],
      ['DELETE', `/api/admin/users/${target.id}`],
    ];
    const listed = new Set(
      routes.map(([m, u]) => `${m} ${u.split('?')[0]?.replace(/\/(\d+|none)(?=\/|$)/g, '/:id')}`),
    );
    const mounted = t.app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    expect(new Set(mounted)).toEqual(listed);

    for (const [method, url, body, adminStatus] of routes) {
      expect((await t.call(method, url, body)).status, `${method} ${url} anonymous`).toBe(401);
      expect((await t.call(method, url, body, 'garbage')).status, `${method} ${url} bad token`).toBe(401);
      expect((await t.call(method, url, body, user.token)).status, `${method} ${url} user`).toBe(403);
      expect((await t.call(method, url, body, claimer.token)).status, `${method} ${url} claimer`).toBe(403);
      expect((await t.call(method, url, body, admin.token)).status, `${method} ${url} admin`).toBe(
        adminStatus ?? 200,
      );
    }
    // The unverified claimer becomes an admin only once the address is verified.
    t.deps.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, claimer.id)).run();
    expect((await t.call('GET', '/api/admin/dashboard', undefined, claimer.token)).status).toBe(200);
  });
});
