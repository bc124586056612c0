// Where a test run's time goes: each runner's reporter keeps its files' seconds in .artifacts/timings/,
// one list per runner and database, which `.ci/run` sums up at its end (summary.mjs).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const TIMINGS_DIR = join(ROOT, '.artifacts/timings/');

/** @typedef {{ file: string, seconds: number, importSeconds?: number, tests: number }} FileTiming */

/** The list's path for this runner on the database the run was given. */
export function timingsFile(runner) {
  mkdirSync(TIMINGS_DIR, { recursive: true });
  return join(TIMINGS_DIR, `${runner}-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`);
}

export const round = (seconds) => Math.round(seconds * 10) / 10;

/** The `n` slowest files as aligned lines. @param {FileTiming[]} files */
export function slowestTable(files, n, label = (f) => f.file) {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, n)
    .map((f) => {
      const parts = f.importSeconds === undefined ? '' : ` (${f.importSeconds.toFixed(1)} importing)`;
      return `${f.seconds.toFixed(1).padStart(8)} s  ${String(f.tests).padStart(3)} tests  ${label(f)}${parts}`;
    })
    .join('\n');
}
