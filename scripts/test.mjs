#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest.
//   1. Biome (format + lint) and knip (unused exports)   2. TypeScript   3. unit and API tests (vitest)   4. build (and the login page's
//   JavaScript budget)   5. browser tests (Playwright)
// The database is the embedded one unless DATABASE_URL names a PostgreSQL server.
// Browser tests need Chromium at /usr/bin/chromium (Debian's `chromium` package). Without it they are
// skipped with a warning, unless REQUIRE_BROWSER=1 (CI), where a missing browser fails the run.
// TEST_STEPS=vitest,browser runs only the steps named (CI splits the suite over its two databases that way);
// each step's seconds are printed and kept in .artifacts/timings/steps.jsonl for CI's summary.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';

const STEPS = ['lint', 'types', 'vitest', 'build', 'browser'];
const chosen = process.env.TEST_STEPS ? process.env.TEST_STEPS.split(',').map((s) => s.trim()) : STEPS;
const unknown = chosen.filter((s) => !STEPS.includes(s));
if (unknown.length) {
  console.error(`TEST_STEPS names unknown steps: ${unknown.join(', ')} (known: ${STEPS.join(', ')})`);
  process.exit(2);
}

const dbName = process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database (PGlite)';
const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const timings = new URL('../.artifacts/timings/', import.meta.url).pathname;
mkdirSync(timings, { recursive: true });
const started = Date.now();

function step(name, title, command, args) {
  if (!chosen.includes(name)) return;
  console.log(`\n=== ${title}`);
  const t = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - t) / 1000;
  appendFileSync(`${timings}steps.jsonl`, `${JSON.stringify({ db, step: name, seconds, ok: run.status === 0 })}\n`);
  if (run.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${run.status ?? run.signal})`);
    process.exit(run.status || 1);
  }
  console.log(`✓ ${title} (${seconds.toFixed(1)} s)`);
}

step('lint', 'format and lint (biome)', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
// Part of the lint step (issue 29): no export that nothing imports (knip.json names each workspace's entries).
step('lint', 'unused exports (knip)', 'npx', ['knip', '--include', 'exports,types', '--no-progress']);
step('types', 'types (tsc)', 'npm', ['run', 'typecheck', '--silent']);
step('vitest', `unit and API tests on ${dbName}`, 'npx', ['vitest', 'run']);

// The browser tests run against this build; a run given `browser` without `build` reuses the one already made.
step('build', 'build (web and server)', 'npm', ['run', 'build', '--silent']);
// Part of the build step: the login page's JavaScript budget (issue 27) on the app just built.
step('build', 'login page budget (scripts/bundle-budget.mjs)', 'node', ['scripts/bundle-budget.mjs']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  step('browser', `browser tests in Chromium on ${dbName}`, 'npm', ['test', '--silent', '-w', '@portal/e2e']);
} else if (process.env.REQUIRE_BROWSER === '1' && chosen.includes('browser')) {
  console.error(`\n✗ browser tests need Chromium at ${chromium} (apt-get install -y chromium)`);
  process.exit(1);
} else if (chosen.includes('browser')) {
  console.warn(`\n! browser tests SKIPPED: no Chromium at ${chromium} (apt-get install -y chromium, then npm test again)`);
}
console.log(`\nAll checks (${chosen.join(', ')}) passed on ${dbName} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
