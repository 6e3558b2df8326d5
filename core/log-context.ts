/**
 * The request a log line belongs to. The API's request log runs each request inside `withRequestId`, and
 * the logger adds the id to every line written meanwhile, by any module, including work the request
 * started in the background (an interpretation streams on after its request has answered).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const context = new AsyncLocalStorage<string>();

export const withRequestId = <T>(requestId: string, work: () => T): T => context.run(requestId, work);

export const currentRequestId = (): string | undefined => context.getStore();
