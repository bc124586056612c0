import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  // One folder per database, so the second CI run does not wipe the first one's failures.
  outputDir: `./.artifacts/results-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`,
  timeout: 60_000,
  // How long an assertion waits for the page to agree. Three workers on two cores (.ci/run) put a heavy route's
  // first load (order management: its chunk parsed and run, the user info, the list) past 10 s when the machine
  // is busiest: the row was on screen a moment after the assertion gave up (two CI runs of 2026-12-07/08). A
  // real failure still fails; it only takes longer to say so. No assertion here measures speed (npm run bench does).
  expect: { timeout: 20_000 },
  // Spec files are shared out between the workers, each with a portal of its own (tests/portal.ts: its own
  // server, port and database); a file's tests run in order in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A committed test.only fails the CI run instead of silently running one test (Biome refuses it too).
  forbidOnly: !!process.env.CI,
  // No retries: a retry that passes hides a flaky test, and a flaky test is a bug to fix, not to repeat.
  retries: 0,
  // The timings reporter prints where the run's time went and keeps each spec file's seconds (scripts/timings).
  reporter: [['list'], ['../scripts/timings/playwright-reporter.mjs']],
  use: {
    locale: 'en-GB',
    timezoneId: 'Asia/Kuala_Lumpur',
    // The portal honours "reduce motion" by switching antd's animations off: under CI load a list
    // caught half-way through its closing animation stood over the next button (top-up.spec).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records the page's DOM and screen at every step: 15% of the suite's time when every test
    // records one (kept only on failure). Off by default; E2E_TRACE=1 records them for the run at hand.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } }],
});
