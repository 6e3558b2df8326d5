import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // expect.poll waits for an outcome; its 1 s default is a timing threshold that a loaded machine
    // misses (a share image rendered while the other files run). The wait ends as soon as it succeeds.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      { extends: true, test: { name: 'node', include: ['tests/**/*.test.ts'], exclude: ['tests/e2e/**'] } },
      // Browser tests each start the product and a Chromium: one file at a time on a 2-core machine.
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
