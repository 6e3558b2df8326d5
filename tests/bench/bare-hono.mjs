// The API bench's reference: a bare Hono app on @hono/node-server answering a constant JSON, run by plain
// node like the product's built server.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ status: 'ok' }, 200));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
