/**
 * The reading route in a browser: its initial JS and CSS (gzip), and, in Chromium on loopback against
 * `npm start` with the offline oracle, the time from pressing Draw to the first interpretation words
 * on screen (median of 10). Prints figures; asserts nothing.
 */

import { openSignedIn, register } from '../e2e/support/accounts.js';
import { launchBrowser, newContext } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { median, SHORT, saveResults } from './bench-report.js';
import { reportRoute } from './bundle.js';

reportRoute('reading route', ['src/features/reading/reading-page.tsx', '../locales/en/common.json']);

const RUNS = SHORT ? 1 : 10;
const server = await startServer();
const browser = await launchBrowser();
const samples: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const account = await register(server.url, { onboarded: true });
    await fetch(`${server.url}/api/user/preferences/confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.access_token}` },
      body: JSON.stringify({ show_confirmation: false }),
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/reading');
    await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
    const draw = page.getByRole('button', { name: /^Draw the cards/ });
    await draw.waitFor();
    // A string, so the bundler's helpers (tsx names inner functions) never reach the page.
    const ms = (await page.evaluate(`new Promise((resolve, reject) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.startsWith('Draw the cards'));
      if (!button) return reject(new Error('no Draw button'));
      const started = performance.now();
      button.click();
      (function check() {
        const el = document.querySelector('[data-testid="interpretation"] .interpretation');
        if (el && el.textContent.trim().length > 0) resolve(performance.now() - started);
        else requestAnimationFrame(check);
      })();
    })`)) as number;
    samples.push(ms);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
samples.sort((a, b) => a - b);
const middle = median(samples);
console.log(
  `${'Draw pressed to first words (Chromium, loopback)'.padEnd(46)} median ${middle.toFixed(0)} ms, min ${samples[0]?.toFixed(0)} ms, max ${samples.at(-1)?.toFixed(0)} ms over ${RUNS}`,
);
saveResults('draw_to_first_words', { runs: RUNS, median_ms: Math.round(middle) });
