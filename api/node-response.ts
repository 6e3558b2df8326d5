/**
 * Node's own response object when the app is served by @hono/node-server; undefined under app.request()
 * (tests). Headers set on it are merged at writeHead, where the answer's own headers win (ADR 0032).
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export const nodeResponse = (c: Context) => (c.env as Partial<HttpBindings> | undefined)?.outgoing;
