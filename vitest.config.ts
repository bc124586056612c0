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
