/** Runs a fake server around a test file (or around each test) and answers a stand-in for the running one. */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * Starts the server before the file's tests (`per: 'file'`) or before each test (`per: 'test'`) and
 * closes it after. Call at the top of a test file; the answer reaches whichever server is running.
 */
export function useFakeServer<T extends { close(): Promise<void> }>(
  start: () => Promise<T>,
  per: 'file' | 'test' = 'file',
): T {
  let server: T | undefined;
  const open = async () => {
    server = await start();
  };
  const close = async () => {
    await server?.close();
  };
  if (per === 'file') {
    beforeAll(open);
    afterAll(close);
  } else {
    beforeEach(open);
    afterEach(close);
  }
  return new Proxy({} as T, {
    get(_, key) {
      if (!server) throw new Error('the fake server is not running: use it inside a test or a hook');
      const value: unknown = Reflect.get(server, key);
      return typeof value === 'function' ? value.bind(server) : value;
    },
  });
}
