/** The bench's reference: a bare Hono app on @hono/node-server answering a constant JSON. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ status: 'ok' }, 200));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
