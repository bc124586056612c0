import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('../../', import.meta.url).pathname;
let cleanupRegistered = false;

/**
 * A bench server bundled as the server's build bundles main.ts (apps/server/build.mjs), so the
 * measured process is plain node running JavaScript, as in production. The server finds its
 * migrations from config.ts's own address. Returns the bundle's path under bench/dist/run-<pid>
 * (this run's own, so a run at the same time cannot rewrite a file this one is starting; removed at exit).
 */
export async function bundleBenchServer(entry: string): Promise<string> {
  const dir = join(root, 'bench/dist', `run-${process.pid}`);
  if (!cleanupRegistered) {
    cleanupRegistered = true;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const outfile = join(dir, entry.replace(/\.ts$/, '.mjs'));
  const serverPkg = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const external = Object.keys(serverPkg.dependencies).filter((name) => !name.startsWith('@portal/'));
  await build({
    entryPoints: [join(root, 'bench', entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['node'],
    external: [...external, ...external.map((name) => `${name}/*`)],
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'apps/server/src/config.ts')).href) },
    logLevel: 'warning',
  });
  return outfile;
}
