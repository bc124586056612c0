/**
 * A committed `it.only` runs one test and silently drops the rest; a committed `it.skip` drops one
 * for good. Biome refuses both (biome.json: noFocusedTests and noSkippedTests as errors), in the
 * vitest and the Playwright forms; Playwright's `forbidOnly` refuses `.only` again in CI. A test that
 * can only run somewhere (PostgreSQL only) says so with a condition, `describe.skipIf(...)` or
 * `it.runIf(...)`, which the rules accept; a skip decided inside a Playwright test needs a
 * `biome-ignore` with its reason. This runs the repository's biome.json over probe files in a
 * scratch folder, so a rule switched off or renamed fails here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = new URL('../', import.meta.url).pathname;

const vitest = "import { describe, it, test } from 'vitest';\n";
const playwright = "import { test } from '@playwright/test';\n";

/** [probe file, its text, the rule Biome refuses it by, or null when it is allowed]. */
const probes: [file: string, text: string, rule: string | null][] = [
  ['it-only.test.ts', `${vitest}it.only('x', () => {});\n`, 'noFocusedTests'],
  ['describe-only.test.ts', `${vitest}describe.only('x', () => {});\n`, 'noFocusedTests'],
  ['test-only.test.ts', `${vitest}test.only('x', () => {});\n`, 'noFocusedTests'],
  ['it-skip.test.ts', `${vitest}it.skip('x', () => {});\n`, 'noSkippedTests'],
  ['describe-skip.test.ts', `${vitest}describe.skip('x', () => {});\n`, 'noSkippedTests'],
  ['xit.test.ts', `${vitest}xit('x', () => {});\n`, 'noSkippedTests'],
  ['pw-only.spec.ts', `${playwright}test.only('x', async () => {});\n`, 'noFocusedTests'],
  ['pw-describe-only.spec.ts', `${playwright}test.describe.only('x', () => {});\n`, 'noFocusedTests'],
  ['pw-skip.spec.ts', `${playwright}test.skip('x', async () => {});\n`, 'noSkippedTests'],
  ['pw-fixme.spec.ts', `${playwright}test.fixme('x', async () => {});\n`, 'noSkippedTests'],
  ['pw-skip-inside.spec.ts', `${playwright}test('x', async () => {\n  test.skip(true, 'why');\n});\n`, 'noSkippedTests'],
  // Allowed: plain tests, a condition the reader sees, a skip that says why.
  ['plain.test.ts', `${vitest}describe('x', () => {\n  it('y', () => {});\n});\n`, null],
  ['skip-if.test.ts', `${vitest}describe.skipIf(!process.env.DATABASE_URL)('x', () => {\n  it('y', () => {});\n});\n`, null],
  ['run-if.test.ts', `${vitest}it.runIf(process.env.DATABASE_URL)('x', () => {});\n`, null],
  [
    'pw-skip-reason.spec.ts',
    `${playwright}test('x', async () => {\n  // biome-ignore lint/suspicious/noSkippedTests: PostgreSQL only\n  test.skip(!process.env.DATABASE_URL, 'PostgreSQL only');\n});\n`,
    null,
  ],
];

const scratch = mkdtempSync(join(tmpdir(), 'focused-tests-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Each probe file with the rules Biome refused it by. */
function refusals(): Map<string, Set<string>> {
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs; // the scratch folder is no git checkout
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, text] of probes) writeFileSync(join(scratch, file), text);
  const run = spawnSync(join(repo, 'node_modules/.bin/biome'), ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const found = new Map<string, Set<string>>();
  for (const m of run.stdout.matchAll(/^::error title=lint\/suspicious\/(\w+),file=([^,]+),/gm)) {
    const file = m[2]!.replace(`${scratch}/`, '').replace(/^\.\//, '');
    found.set(file, (found.get(file) ?? new Set()).add(m[1]!));
  }
  return found;
}

describe('no focused or skipped test can be committed (biome.json)', () => {
  const found = refusals();
  it.each(probes.map(([file, , rule]) => [file, rule ?? 'nothing'] as const))('%s is refused by %s', (file, rule) => {
    expect([...(found.get(file) ?? [])]).toEqual(rule === 'nothing' ? [] : [rule]);
  });
});

describe('the browser tests (e2e/playwright.config.ts)', () => {
  it('refuse a test.only in CI and retry nothing, so a flaky test shows as failed', async () => {
    const before = process.env.CI;
    process.env.CI = '1';
    try {
      const { default: config } = await import('../e2e/playwright.config.ts');
      expect(config.forbidOnly).toBe(true);
      expect(config.retries).toBe(0);
      for (const project of config.projects ?? []) expect(project.retries ?? 0).toBe(0);
    } finally {
      if (before === undefined) delete process.env.CI;
      else process.env.CI = before;
    }
  });
});
