import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkLogin,
  checkLoginPages,
  checkShell,
  HTML_LANGS,
  isCatalogueModule,
  LOGIN_ROUTE,
  SHELL_ROUTE,
  shellRefuses,
} from './bundle-budget.mjs';

/** Random bytes gzip cannot shrink: a chunk of about `kb` KB on the wire. */
const incompressible = (kb: number) => randomBytes(kb * 1024);

const dists: string[] = [];
afterEach(() => {
  for (const d of dists.splice(0)) rmSync(d, { recursive: true, force: true });
});

/**
 * A built app in miniature: index.html loading the entry and preloading the runtime, the login route
 * importing its form (and a chart only dynamically), and which modules each chunk holds.
 */
function fakeDist(opts: { formKb: number; formModules?: string[] }): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  dists.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const files: Record<string, Buffer> = {
    'assets/index.js': incompressible(10),
    'assets/runtime.js': incompressible(20),
    'assets/login-route.js': incompressible(5),
    'assets/login-form.js': incompressible(opts.formKb),
    'assets/chart.js': incompressible(300),
  };
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dist, name), body);
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime.js"><link rel="stylesheet" href="/assets/index.css">',
  );
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: [LOGIN_ROUTE] },
    '_runtime.js': { file: 'assets/runtime.js' },
    [LOGIN_ROUTE]: {
      file: 'assets/login-route.js',
      imports: ['_login-form.js', '_runtime.js'],
      dynamicImports: ['src/chart.tsx'],
      css: ['assets/auth.css'],
    },
    '_login-form.js': { file: 'assets/login-form.js' },
    'src/chart.tsx': { file: 'assets/chart.js' },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, '.vite/chunk-modules.json'),
    JSON.stringify({ 'assets/login-form.js': opts.formModules ?? ['apps/web/src/features/auth/components/password-login-form.tsx'] }),
  );
  return dist;
}

describe('the login page budget', () => {
  it('holds for a light login page, counting what index.html and the route statically load (not what loads later)', () => {
    const { problems, summary } = checkLogin(fakeDist({ formKb: 10 }), 150);
    expect(problems).toEqual([]);
    expect(summary).toMatch(/in 4 files/);
  });

  it('fails when the login page goes over its budget', () => {
    const { problems } = checkLogin(fakeDist({ formKb: 120 }), 150);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/over its 150 KB budget; biggest: assets\/login-form\.js/);
  });

  it('fails when a text catalogue is bundled into the login page, however small', () => {
    const { problems } = checkLogin(fakeDist({ formKb: 1, formModules: ['packages/shared/src/messages/account.ts'] }), 150);
    expect(problems).toEqual([
      expect.stringMatching(
        /a text catalogue is in \/login's first load.*login-form\.js holds packages\/shared\/src\/messages\/account\.ts/,
      ),
    ]);
  });

  it('knows the catalogues: ui texts of any language, the message table and its per-language chunks', () => {
    expect(isCatalogueModule('packages/shared/locales/zh/auth.json')).toBe(true);
    expect(isCatalogueModule('packages/shared/src/messages.ts')).toBe(true);
    expect(isCatalogueModule('\0portal-messages-ml')).toBe(true);
    expect(isCatalogueModule('packages/shared/src/ui-texts.ts')).toBe(false);
    expect(isCatalogueModule('packages/shared/src/account.ts')).toBe(false);
  });
});

/** The shell in miniature: the layout route importing a header chunk holding `headerModules`, a chart only dynamically. */
function fakeShell(headerModules: string[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'shell-'));
  dists.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  for (const name of ['layout.js', 'header.js', 'chart.js']) writeFileSync(join(dist, 'assets', name), incompressible(2));
  const manifest = {
    [SHELL_ROUTE]: { file: 'assets/layout.js', imports: ['_header.js'], dynamicImports: ['src/chart.tsx'] },
    '_header.js': { file: 'assets/header.js' },
    'src/chart.tsx': { file: 'assets/chart.js' },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, '.vite/chunk-modules.json'),
    JSON.stringify({ 'assets/header.js': headerModules, 'assets/chart.js': ['node_modules/echarts/lib/echarts.js'] }),
  );
  return dist;
}

describe('the signed-in shell', () => {
  it('holds when zod, the message table and ECharts load only with the pages (dynamically)', () => {
    const { problems, summary } = checkShell(
      fakeShell(['apps/web/src/app/layout/header-bar.tsx', 'packages/shared/src/notification-tabs.ts']),
    );
    expect(problems).toEqual([]);
    expect(summary).toMatch(/in 2 files/);
  });

  it('fails when a static import drags zod into the shell (a constant from a module of zod rules)', () => {
    const { problems } = checkShell(fakeShell(['packages/shared/src/notifications.ts', 'node_modules/zod/v4/classic/schemas.js']));
    expect(problems).toEqual([expect.stringMatching(/header\.js has node_modules\/zod\/v4\/classic\/schemas\.js/)]);
  });

  it('knows what the shell refuses', () => {
    expect(shellRefuses('node_modules/zod/v4/core/core.js')).toBe(true);
    expect(shellRefuses('packages/shared/src/messages/orders.ts')).toBe(true);
    expect(shellRefuses('node_modules/zrender/lib/zrender.js')).toBe(true);
    expect(shellRefuses('packages/shared/src/rule-issues.ts')).toBe(false);
    expect(shellRefuses('node_modules/antd/es/menu/index.js')).toBe(false);
  });
});

/** login.<lang>.html as the build writes it, with `change` applied to the Malay one. */
function withLoginPages(dist: string, change: (html: string) => string = (html) => html): string {
  for (const [lang, htmlLang] of Object.entries(HTML_LANGS)) {
    const title = JSON.parse(readFileSync(new URL(`../packages/shared/locales/${lang}/auth.json`, import.meta.url), 'utf8')).login.title;
    const html = `<html lang="${htmlLang}"><link rel="stylesheet" crossorigin href="/assets/auth.css"><div id="root" inert data-prerendered="login"><h1 class="auth-title">${title}</h1></div>`;
    writeFileSync(join(dist, `login.${lang}.html`), lang === 'ml' ? change(html) : html);
  }
  return dist;
}

describe("/login's drawn pages", () => {
  it('hold when each language has its page, drawn in its language, with the login styles linked', () => {
    expect(checkLoginPages(withLoginPages(fakeDist({ formKb: 1 }))).problems).toEqual([]);
  });

  it('fail when a page is missing, unstyled, in another language or not drawn', () => {
    const problems = (change: (html: string) => string) => checkLoginPages(withLoginPages(fakeDist({ formKb: 1 }), change)).problems;
    expect(checkLoginPages(fakeDist({ formKb: 1 })).problems).toHaveLength(3);
    expect(problems((h) => h.replace(/<link[^>]*>/, ''))).toEqual([
      expect.stringMatching(/login\.ml\.html: assets\/auth\.css .* not linked/),
    ]);
    expect(problems((h) => h.replace('lang="ms"', 'lang="en"'))).toEqual([expect.stringMatching(/lang is not ms/)]);
    expect(problems((h) => h.replace(/<h1.*<\/h1>/, '<h1 class="auth-title">Log in to your account</h1>'))).toEqual([
      expect.stringMatching(/heading is not/),
    ]);
    expect(problems((h) => h.replace(' inert data-prerendered="login"', ''))).toEqual([
      expect.stringMatching(/does not hold the drawn login page/),
    ]);
  });
});
