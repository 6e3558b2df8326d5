/** createApp(deps): every route composed in one place; AppType feeds the mini-app's typed client. */
import { type Context, Hono } from 'hono';
import type { Services } from '../core/services.js';
import type { AppEnv } from './env.js';
import { createErrorHandler, errorBody } from './errors.js';
import { limitBody } from './middleware/body-limit.js';
import { clientIp } from './middleware/client-ip.js';
import { noStore } from './middleware/no-store.js';
import { requestLog } from './middleware/request-log.js';
import { openStreams, requestMetrics } from './middleware/request-metrics.js';
import { securityHeaders } from './middleware/security-headers.js';
import { adminRoutes } from './routes/admin.js';
import { authRoutes } from './routes/auth.js';
import { botWebhookRoutes } from './routes/bot-webhook.js';
import { clientRoutes } from './routes/client.js';
import { learnRoutes } from './routes/learn.js';
import { metricsRoutes } from './routes/metrics.js';
import { configRoutes, healthRoutes } from './routes/public.js';
import { readingShareRoutes } from './routes/reading-share.js';
import { readingRoutes } from './routes/readings.js';
import { tarotRoutes } from './routes/tarot.js';
import { tokenRoutes } from './routes/tokens.js';
import { userRoutes } from './routes/user.js';

export type AppDeps = Services;

export interface AppOptions {
  /** The built mini-app (dist/client); without it only the API answers. */
  clientDir?: string;
}

const payloadTooLarge = (c: Context) => c.json(errorBody('Request body too large', 'payload_too_large'), 413);

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const share = readingShareRoutes(deps);
  const api = new Hono<AppEnv>({ strict: false })
    .route('/auth', authRoutes(deps))
    .route('/config', configRoutes(deps))
    .route('/tarot', tarotRoutes(deps))
    .route('/readings', readingRoutes(deps))
    .route('/readings', share.owner)
    .route('/share', share.signed)
    .route('/user', userRoutes(deps))
    .route('/tokens', tokenRoutes(deps))
    .route('/learn', learnRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .all('*', (c) => c.json(errorBody('Not found', 'not_found'), 404));

  const app = new Hono<AppEnv>({ strict: false });
  // With METRICS_TOKEN only: without it nothing is timed and /metrics is an unknown path (ADR 0043).
  if (deps.metrics)
    app.use(requestMetrics(deps.metrics)).use('/api/readings/:id/stream', openStreams(deps.metrics));
  const composed = app
    .use(requestLog(deps.log))
    .use(securityHeaders())
    .use(clientIp(deps.config.TRUST_PROXY))
    .use('/api/*', limitBody(64 * 1024, payloadTooLarge))
    .use('/api/*', noStore())
    .use('/bot/*', limitBody(1024 * 1024, payloadTooLarge))
    .route('/', healthRoutes(deps))
    .route('/', metricsRoutes(deps))
    .route('/api', api)
    .route('/bot', botWebhookRoutes(deps))
    .route('/', clientRoutes(options.clientDir));
  composed.onError(createErrorHandler(deps.log));
  return composed;
}

export type AppType = ReturnType<typeof createApp>;
