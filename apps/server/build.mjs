// Bundles the server and the job worker (and the shared package they import as TypeScript) into dist/main.js and dist/worker.js.
// npm dependencies stay external and load from node_modules as usual.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

await build({
  entryPoints: ['src/main.ts', 'src/worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  conditions: ['node'],
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
