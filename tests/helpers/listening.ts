/**
 * Resolves when a started server logs that it listens (the `notice` line it prints at any LOG_LEVEL but
 * silent), and fails as soon as the process exits first: a start is waited for by its outcome, not polled.
 */
import type { ChildProcess } from 'node:child_process';

export function listening(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (d: Buffer) => {
      seen += d.toString();
      if (!seen.includes('"msg":"listening"')) return;
      done();
      resolve();
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the server exited with ${code} before it listened:\n${output()}`));
    };
    const done = () => {
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}
