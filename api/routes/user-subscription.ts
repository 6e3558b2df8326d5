/** The monthly Stars subscription of the signed-in user (DESIGN §6b, ADR 0042; base /api/user). */
import { Hono } from 'hono';
import { AppError } from '../../core/errors.js';
import { cancelSubscription, subscriptionState } from '../../core/payments/subscription.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';

export const userSubscriptionRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .get('/subscription', (c) => c.json(subscriptionState(deps.db, c.get('user').id, deps.now()), 200))
    .post('/subscription/cancel', async (c) => {
      const user = c.get('user');
      if (!deps.editStarSubscription) {
        throw new AppError(
          503,
          'payments_disabled',
          'Payments are not available: no Telegram bot is configured',
        );
      }
      let result: Awaited<ReturnType<typeof cancelSubscription>>;
      try {
        result = await cancelSubscription(deps, user.id, deps.editStarSubscription);
      } catch (error) {
        deps.log.error('subscription cancel failed', {
          requestId: c.get('requestId'),
          error,
          userId: user.id,
        });
        throw new AppError(
          503,
          'payments_unavailable',
          'The subscription could not be cancelled; please try again',
        );
      }
      if (result.status === 'not_active')
        throw new AppError(409, 'no_active_subscription', 'There is no active subscription to cancel');
      return c.json(result.state, 200);
    });
