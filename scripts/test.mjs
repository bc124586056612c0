#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest.
//   1. Biome (format + lint)   2. TypeScript   3. unit and API tests (vitest)   4. browser tests (Playwright)
// The database is the embedded one unless DATABASE_URL names a PostgreSQL server.
// Browser tests need Chromium at /usr/bin/chromium (Debian's `chromium` package). Without it they are
// skipped with a warning, unless REQUIRE_BROWSER=1 (CI), where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database (PGlite)';
const started = Date.now();

function step(title, command, args) {
  console.log(`\n=== ${title}`);
  const t = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (run.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${run.status ?? run.signal})`);
    process.exit(run.status || 1);
  }
  console.log(`✓ ${title} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

// CI runs the suite twice on one tree (PGlite, then PostgreSQL): the checks that do not touch a database,
// and the build, need not run the second time (.ci/run sets STATIC_CHECKED=1 then).
const staticChecked = process.env.STATIC_CHECKED === '1';
if (!staticChecked) {
  step('format and lint (biome)', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
  step('types (tsc)', 'npm', ['run', 'typecheck', '--silent']);
}
step(`unit and API tests on ${db}`, 'npx', ['vitest', 'run']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (!staticChecked) step('build (web and server)', 'npm', ['run', 'build', '--silent']);
  step(`browser tests in Chromium on ${db}`, 'npm', ['test', '--silent', '-w', '@portal/e2e']);
} else if (process.env.REQUIRE_BROWSER === '1') {
  console.error(`\n✗ browser tests need Chromium at ${chromium} (apt-get install -y chromium)`);
  process.exit(1);
} else {
  console.warn(`\n! browser tests SKIPPED: no Chromium at ${chromium} (apt-get install -y chromium, then npm test again)`);
}
console.log(`\nAll checks passed on ${db} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
