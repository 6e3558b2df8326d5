/** Everything under /api/user, behind one requireUser. */
import { Hono } from 'hono';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/auth.js';
import { userActivityRoutes } from './user-activity.js';
import { userArcanaRoutes } from './user-arcana.js';
import { userEmailRoutes } from './user-email.js';
import { userInsightsRoutes } from './user-insights.js';
import { userPasswordRoutes } from './user-password.js';
import { userProfileRoutes } from './user-profile.js';
import { userSubscriptionRoutes } from './user-subscription.js';

export const userRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .use(requireUser(deps))
    .route('/', userProfileRoutes(deps))
    .route('/', userArcanaRoutes(deps))
    .route('/', userActivityRoutes(deps))
    .route('/', userEmailRoutes(deps))
    .route('/', userPasswordRoutes(deps))
    .route('/', userInsightsRoutes(deps))
    .route('/', userSubscriptionRoutes(deps));
