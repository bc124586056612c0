import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('../../', import.meta.url).pathname;

/**
 * A bench server bundled as the server's build bundles main.ts (apps/server/build.mjs), so the
 * measured process is plain node running JavaScript, as in production. The server finds its
 * migrations from config.ts's own address. Returns the bundle's path under bench/dist.
 */
export async function bundleBenchServer(entry: string): Promise<string> {
  const outfile = join(root, 'bench/dist', entry.replace(/\.ts$/, '.mjs'));
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
