import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two. The main process
    // mostly waits on its workers, so both cores run test files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], exclude: ['bench/node_modules/**', 'bench/dist/**'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A fresh process per file imported the whole server again each time (a third of the run). Each file
          // already starts its own app on its own copy of the database and closes it, so a worker keeps its
          // modules from one file to the next.
          isolate: false,
        },
        resolve: { conditions: ['node'] },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
      },
    ],
  },
});
