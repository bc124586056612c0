// A Playwright reporter: each spec file's seconds, and where the browser tests' time goes (page loads,
// logging in, data made through the API, waiting on assertions, actions, set-up and tear-down), summed
// over the run. Prints both at the end and keeps the per-file list for `.ci/run`'s summary.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT, round, slowestTable, timingsFile } from './timings.mjs';

const PAGE_LOADS = /^(Navigate|Reload|Go back|Go forward|Wait for (navigation|load state|URL))/;

/** The kind of a step the time inside it is counted under; `null` to look inside it (a plain test.step). */
function kindOf(step) {
  if (step.category === 'hook' || step.category === 'fixture') return 'set-up and tear-down (contexts, fixtures, traces)';
  if (step.category === 'test.step') {
    if (/^log in\b/i.test(step.title)) return 'logging in (support.ts logIn)';
    if (/^through the API\b/i.test(step.title)) return 'data made through the API (support.ts)';
    return null;
  }
  if (step.category === 'expect') return 'waiting on assertions (expect)';
  if (step.category === 'pw:api') return PAGE_LOADS.test(step.title) ? 'page loads (goto, reload)' : 'actions (click, fill, evaluate...)';
  return 'other steps';
}

const detail = new Map();

function addSteps(steps, into) {
  let covered = 0;
  for (const step of steps) {
    const kind = kindOf(step);
    if (kind === null) {
      const inner = addSteps(step.steps, into);
      into.set('test code between calls', (into.get('test code between calls') ?? 0) + Math.max(0, step.duration - inner));
    } else {
      into.set(kind, (into.get(kind) ?? 0) + step.duration);
      if (process.env.TIMINGS_DETAIL) {
        const title = `${kind.split(' ')[0]}: ${step.title}`;
        detail.set(title, (detail.get(title) ?? 0) + step.duration);
      }
    }
    covered += step.duration;
  }
  return covered;
}

export default class SlowestSpecs {
  files = new Map();
  kinds = new Map();
  started = Date.now();

  onTestEnd(test, result) {
    const file = relative(ROOT, test.location.file);
    const entry = this.files.get(file) ?? { file, seconds: 0, tests: 0 };
    entry.seconds += result.duration / 1000;
    entry.tests += 1;
    this.files.set(file, entry);
    const covered = addSteps(result.steps, this.kinds);
    this.kinds.set('test code between calls', (this.kinds.get('test code between calls') ?? 0) + Math.max(0, result.duration - covered));
  }

  onEnd() {
    const files = [...this.files.values()].map((f) => ({ ...f, seconds: round(f.seconds) })).sort((a, b) => b.seconds - a.seconds);
    const path = timingsFile('playwright');
    writeFileSync(path, `${JSON.stringify(files, null, 1)}\n`);
    const n = Number(process.env.SLOWEST ?? 20);
    const total = [...this.kinds.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\nWhere the browser tests' ${(total / 1000).toFixed(0)} s went (${((Date.now() - this.started) / 1000).toFixed(0)} s wall):`,
    );
    for (const [kind, ms] of [...this.kinds].sort((a, b) => b[1] - a[1])) {
      console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${((100 * ms) / total).toFixed(0).padStart(3)}%  ${kind}`);
    }
    if (process.env.TIMINGS_DETAIL) {
      console.log('\nThe steps that took longest, summed by title:');
      for (const [title, ms] of [...detail].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`${(ms / 1000).toFixed(1).padStart(8)} s  ${title}`);
    }
    console.log(`\nThe ${n} slowest spec files, of ${files.length} (all in ${relative(ROOT, path)}):`);
    console.log(slowestTable(files, n));
  }

  printsToStdio() {
    return false;
  }
}
