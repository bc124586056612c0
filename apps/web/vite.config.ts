import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup, runnerImport } from 'vite';

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
        // The build's own records (.vite) are never sent: no compressed copies of them.
        if (!/\.(js|css|html|svg|json|txt|note)$/.test(file) || file.includes('/.vite/')) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

const MESSAGES_MODULE = 'virtual:portal-messages/';
const LANGS = ['zh', 'en', 'ml'];

/**
 * `virtual:portal-messages/<lang>`: the server's message table (packages/shared messages.ts, every
 * language side by side) cut down to one language's texts, so a page loads only its user's language.
 * The table is read through Vite's module runner (it is TypeScript), once per build.
 */
function messagesByLanguage(): Plugin {
  const source = new URL('../../packages/shared/src/messages.ts', import.meta.url).pathname;
  type Table = {
    i18nextMessages: (lang: string) => Record<string, string>;
    i18nextCountParams: () => Record<string, string>;
  };
  let table: Promise<{ module: Table; dependencies: string[] }> | null = null;
  return {
    name: 'portal-messages-by-language',
    // Resolved as `portal-messages-<lang>`: the chunk's name then says what it holds.
    resolveId(id) {
      if (id.startsWith(MESSAGES_MODULE)) return `\0portal-messages-${id.slice(MESSAGES_MODULE.length)}`;
    },
    async load(id) {
      if (!id.startsWith('\0portal-messages-')) return;
      const lang = id.slice('\0portal-messages-'.length);
      if (!LANGS.includes(lang)) throw new Error(`${id}: no such language (${LANGS.join(', ')})`);
      table ??= runnerImport(source, { configFile: false, logLevel: 'warn' });
      const { module, dependencies } = await table;
      for (const file of [source, ...dependencies]) this.addWatchFile(file);
      // Each text under its key, a counted message's other forms as key_one (message-plurals.ts), and which
      // placeholder counts each one, for msg's i18next count.
      const texts = module.i18nextMessages(lang);
      return `export default ${JSON.stringify(texts)};\nexport const countParams = ${JSON.stringify(module.i18nextCountParams())};`;
    },
    watchChange() {
      table = null;
    },
  };
}

const LOGIN_PAGES_SOURCE = new URL('./src/features/auth/prerender/login-pages.ts', import.meta.url).pathname;

/** For the build's own imports of the app in Node: a stylesheet import is nothing there. */
function withoutStyles(): Plugin {
  return {
    name: 'portal-prerender-without-styles',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('.css') ? '\0portal-no-style' : undefined),
    load: (id) => (id === '\0portal-no-style' ? 'export default {};' : undefined),
  };
}

/**
 * index.<lang>.html beside index.html: the page the server sends a visitor of that language (its
 * `language` cookie), naming that language's first texts (shared ui-texts FIRST_UI_NAMESPACES) as
 * modulepreload links, so they come with the app's first chunks instead of after the app ran. Every
 * page preloads the login route's chunks too: most visits start there, and they are 8 KB.
 * login.<lang>.html is the same page with the login page already drawn in it (features/auth/prerender).
 */
function languagePages(): Plugin {
  const source = new URL('../../packages/shared/src/ui-texts.ts', import.meta.url).pathname;
  let outDir = 'dist';
  return {
    name: 'portal-language-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const { module } = await runnerImport<{ FIRST_UI_NAMESPACES: readonly string[] }>(source, { configFile: false, logLevel: 'warn' });
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const chunkOf = (ending: string): Rollup.OutputChunk => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(ending));
        if (!chunk) throw new Error(`no chunk for ${ending}: the login page's first load cannot be named`);
        return chunk;
      };
      const withImports = (chunk: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const next = chunks.find((c) => c.fileName === file);
          if (next) withImports(next, seen);
        }
        return seen;
      };
      const link = (file: string) =>
        file.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="/${file}">`
          : `<link rel="modulepreload" crossorigin href="/${file}">`;
      const preloads = (files: Iterable<string>, html: string) =>
        [...files]
          .filter((file) => !html.includes(`"/${file}"`))
          .map((file) => `    ${link(file)}\n`)
          .join('');
      const page = join(outDir, 'index.html');
      let html = readFileSync(page, 'utf8');
      // The login route's chunks, and its style (fetched only: the route applies it as it loads).
      const login = [...withImports(chunkOf('/src/features/auth/routes/login-route.tsx'))];
      const loginCss = login.flatMap((file) => [...(chunks.find((c) => c.fileName === file)?.viteMetadata?.importedCss ?? [])]);
      html = html.replace('  </head>', `${preloads([...login, ...loginCss], html)}  </head>`);
      writeFileSync(page, html);
      const { module: prerendered } = await runnerImport<{ LOGIN_PAGES: Record<string, { markup: string; htmlLang: string }> }>(
        LOGIN_PAGES_SOURCE,
        {
          configFile: false,
          logLevel: 'warn',
          root: new URL('.', import.meta.url).pathname,
          resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
          plugins: [withoutStyles()],
        },
      );
      const stylesheets = loginCss
        .filter((file) => !html.includes(`rel="stylesheet" crossorigin href="/${file}"`))
        .map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`)
        .join('');
      for (const lang of LANGS) {
        const texts = module.FIRST_UI_NAMESPACES.map((ns) => chunkOf(`/locales/${lang}/${ns}.json`).fileName);
        const page = html.replace('  </head>', `${preloads(texts, html)}  </head>`);
        writeFileSync(join(outDir, `index.${lang}.html`), page);
        // /login's own page: its markup already in #root with the styles it needs, so the browser paints
        // the page before any script has run; inert until main.tsx draws the live page over it.
        const drawn = prerendered.LOGIN_PAGES[lang];
        if (!drawn) throw new Error(`no prerendered login page in ${lang}`);
        const login = page
          .replace(/<html lang="[^"]*">/, `<html lang="${drawn.htmlLang}">`)
          .replace('  </head>', `${stylesheets}  </head>`)
          .replace('<div id="root"></div>', `<div id="root" inert data-prerendered="login">${drawn.markup}</div>`);
        if (!login.includes('data-prerendered')) throw new Error('index.html has no empty #root for the login markup');
        writeFileSync(join(outDir, `login.${lang}.html`), login);
      }
    },
  };
}

/**
 * Beside Vite's manifest, which modules each chunk holds: scripts/bundle-budget.mjs reads it to
 * tell a text catalogue that slipped into /login's first load (the manifest names chunks only).
 */
function chunkModules(): Plugin {
  return {
    name: 'portal-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = new URL('../../', import.meta.url).pathname;
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') modules[chunk.fileName] = chunk.moduleIds.map((id) => id.replace(root, ''));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

const version = releaseVersion();

export default defineConfig({
  plugins: [react(), messagesByLanguage(), languagePages(), releaseFiles(version), chunkModules()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/open': 'http://localhost:8080', '/healthz': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the bundle budget walks (the server never serves dot folders).
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
