#!/usr/bin/env node
// The end of `.ci/run`: each phase's seconds and the total, the suite's steps per database, and the slowest test
// files of every runner, so the next reader sees where CI's time goes without digging in its log.
// Reads .artifacts/timings/: ci-phases.tsv (written by .ci/run), steps.jsonl (scripts/test.mjs), and the
// reporters' lists (vitest-<db>.json, playwright-<db>.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slowestTable, TIMINGS_DIR } from './timings.mjs';

const n = Number(process.argv[2] ?? 10);
const read = (name) => (existsSync(join(TIMINGS_DIR, name)) ? readFileSync(join(TIMINGS_DIR, name), 'utf8') : '');
const pad = (seconds) => seconds.toFixed(0).padStart(6);

const phases = read('ci-phases.tsv')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'))
  .map(([name, seconds]) => ({ name, seconds: Number(seconds) }));
if (phases.length) {
  console.log('\nCI phases (seconds):');
  for (const p of phases) console.log(`${pad(p.seconds)}  ${p.name}`);
  console.log(`${pad(phases.reduce((a, p) => a + p.seconds, 0))}  total`);
}

const steps = read('steps.jsonl')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
if (steps.length) {
  console.log('\nnpm test steps (seconds):');
  for (const s of steps) console.log(`${pad(s.seconds)}  ${s.step} on ${s.db}${s.ok ? '' : ' (FAILED)'}`);
}

const files = readdirSync(TIMINGS_DIR)
  .filter((name) => /^(vitest|playwright)-(pglite|postgres)\.json$/.test(name))
  .flatMap((name) => {
    const run = name.replace('.json', '');
    return JSON.parse(read(name)).map((f) => ({ ...f, run }));
  });
if (files.length) {
  console.log(`\nThe ${n} slowest test files of the run (seconds each file took, in its runner):`);
  console.log(slowestTable(files, n, (f) => `${f.file} [${f.run}]`));
}
