// The API bench's reference: a bare Hono app on @hono/node-server answering a constant JSON, run by plain
// node like the product's built server.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ status: 'ok' }, 200));
// The product's start line, so the bench waits for both the same way (tests/helpers/listening.ts).
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
  console.log(JSON.stringify({ msg: 'listening' })),
);
