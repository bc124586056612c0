#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, two at a time (tsc uses one core; CI has two), the longest first so
// the lanes finish together. Each project's output is printed when it ends; any error fails the whole check.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Longest first. The server's project checks the benchmarks too: they import the server's sources, and a project of
// their own checked all of those a second time (a quarter of the whole check).
const PROJECTS = ['apps/server', 'apps/web', 'packages/shared/tsconfig.test.json', 'packages/shared', 'e2e', 'scripts'];
const lanes = Math.max(1, Math.min(Number(process.env.TYPECHECK_LANES ?? availableParallelism()), PROJECTS.length));
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${project} (${seconds} s)`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let failed = false;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) if (!(await check(project))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
