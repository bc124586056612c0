import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { test as base, expect } from '@playwright/test';

export { expect };

/** The portal one Playwright worker tests: its own server process on its own port and database. */
export interface Portal {
  url: string;
  /** The server's log (the mail outbox is read from it). */
  log: string;
}

const BASE_PORT = Number(process.env.E2E_PORT ?? 8190);
const SERVE = new URL('../serve.mjs', import.meta.url).pathname;

/** Every spec's `test`: the built-in fixtures, with `baseURL` pointing at the worker's own portal. */
export const test = base.extend<object, { portal: Portal }>({
  // The tests change the seeded accounts (balances, counts, the demo's first visit), so workers cannot share a
  // server: each starts one (serve.mjs) on a fresh database and keeps it for all the spec files it runs.
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, worker) => {
      const slot = worker.parallelIndex;
      const url = `http://localhost:${BASE_PORT + slot}`;
      const server = spawn(process.execPath, [SERVE], {
        env: { ...process.env, PORT: String(BASE_PORT + slot), PUBLIC_URL: url, E2E_SLOT: String(slot) },
        // stdin stays open while this worker lives: serve.mjs stops when it closes, even if the worker dies.
        stdio: ['pipe', 'inherit', 'inherit'],
      });
      await ready(url, server);
      await use({ url, log: new URL(`../.artifacts/server-${slot}.log`, import.meta.url).pathname });
      server.kill('SIGTERM');
      if (server.exitCode === null) await once(server, 'exit');
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  // Tips stay 8 s instead of spec 9's 1.5 s (the user's "keep messages longer" setting), so a test on a loaded machine
  // still reads the "Saved" it waits for. A test that sets the layout settings itself decides for itself.
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('portal.layout')) localStorage.setItem('portal.layout', JSON.stringify({ longTips: true }));
    });
    await use(page);
  },
});

/** Waits for /healthz to answer (the first start migrates and seeds its database). */
async function ready(url: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 170_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the portal for ${url} exited with ${server.exitCode} before it was ready`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal for ${url} did not answer /healthz within 170 s`);
}
