import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The release identity the update dialog compares (spec 4 "Update flow"). */
function releaseVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  let commit = 'dev';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout: the build time alone tells releases apart.
  }
  return `${pkg.version}+${commit}.${new Date().toISOString().replace(/[-:]/g, '').slice(0, 13)}`;
}

/**
 * Writes version.json and release.note beside the app, and a .br and .gz copy of every text
 * asset so the server can send them pre-compressed (no compression work per request).
 */
function releaseFiles(version: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-release-files',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      writeFileSync(join(outDir, 'version.json'), JSON.stringify({ version }));
      writeFileSync(join(outDir, 'release.note'), readFileSync(new URL('./release.note', import.meta.url)));
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|note)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

const version = releaseVersion();

export default defineConfig({
  plugins: [react(), releaseFiles(version)],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/healthz': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
