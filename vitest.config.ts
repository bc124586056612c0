import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * A worker keeps its modules from one test file to the next instead of importing the whole server again for
 * each (a third of the suite's CPU). Each server file starts its own app on its own copy of the database and
 * closes it; what once leaked between files (a closed pool used by a late job, a text reload racing its own
 * transaction) is fixed where it happened (docs/decisions.md "Tooling"). A project takes no option of the
 * root's, so each one spreads this.
 */
const everyProject = { isolate: false };

export default defineConfig({
  test: {
    // On PGlite the database runs inside each worker, so the suite is CPU-bound: one worker a core (Vitest's
    // default leaves one core idle). On PostgreSQL the server does that work and many tests wait (job polling,
    // takeovers, simulator ticks), so twice as many workers fill the cores: 250 s -> 125 s on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1) * (process.env.DATABASE_URL ? 2 : 1),
    // The timings reporter prints the slowest files and keeps every file's seconds (scripts/timings).
    reporters: ['default', './scripts/timings/vitest-reporter.mjs'],
    projects: [
      { test: { ...everyProject, name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { ...everyProject, name: 'repo', include: ['scripts/**/*.test.ts'] } },
      { test: { ...everyProject, name: 'bench', include: ['bench/**/*.test.ts'], exclude: ['bench/node_modules/**', 'bench/dist/**'] } },
      {
        test: {
          ...everyProject,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
        resolve: { conditions: ['node'] },
      },
      {
        test: { ...everyProject, name: 'web', include: ['apps/web/src/**/*.test.ts'] },
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
      },
    ],
  },
});
