#!/usr/bin/env node
// The login page's JavaScript budget (issue 27), checked on every build by scripts/test.mjs.
// /login's first load is what index.html names (its script and modulepreload links: the browser fetches
// those before anything runs) plus the login route chunk and its static imports, walked through Vite's
// manifest (dist/.vite/manifest.json). It fails when their gzip size is over the budget, or when a text
// catalogue (a language's ui texts, the server messages) is among them: those load per language, on demand.
// It fails too when the signed-in shell (the layout route's static imports) holds zod, the message table
// or ECharts: every page behind the login starts with the shell, and those load with the pages that use them.
//   node scripts/bundle-budget.mjs [dist]      BUNDLE_BUDGET_KB=100 to try a tighter budget
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_KB = 150;
export const LOGIN_ROUTE = 'src/features/auth/routes/login-route.tsx';

/** Modules that are text catalogues: the shipped ui texts and the server message table (any language). */
export const isCatalogueModule = (id) =>
  /(^|\/)packages\/shared\/locales\//.test(id) ||
  /(^|\/)packages\/shared\/src\/messages(\.ts|\/)/.test(id) ||
  id.includes('portal-messages');

/** The chunk files index.html makes the browser fetch at once: its module script and modulepreload links. */
export function indexScripts(html) {
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = tag.match(/(?:src|href)="\/?([^"]+)"/)?.[1];
    if ((isScript || isPreload) && url) files.push(url);
  }
  return files;
}

/** A manifest entry's file and every file its static imports reach. */
export function staticClosure(manifest, key) {
  const seen = new Set();
  const walk = (k) => {
    const entry = manifest[k];
    if (!entry || seen.has(entry.file)) return;
    seen.add(entry.file);
    for (const next of entry.imports ?? []) walk(next);
  };
  walk(key);
  return seen;
}

/** /login's first-load chunks with their gzip sizes, and the catalogue modules found in them. */
export function measureLogin(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const modules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
  if (!manifest[LOGIN_ROUTE]) throw new Error(`${LOGIN_ROUTE} is not in the manifest: is the login route still there?`);
  const files = new Set(indexScripts(readFileSync(join(dist, 'index.html'), 'utf8')));
  for (const file of staticClosure(manifest, LOGIN_ROUTE)) files.add(file);
  const chunks = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
  const catalogues = chunks.flatMap(({ file }) => {
    const found = (modules[file] ?? []).filter(isCatalogueModule);
    return found.length ? [`${file} holds ${found.slice(0, 3).join(', ')}${found.length > 3 ? ` and ${found.length - 3} more` : ''}`] : [];
  });
  return { chunks, total: chunks.reduce((sum, c) => sum + c.gzip, 0), catalogues };
}

/** The verdict: problems (empty when the budget holds) and a one-line summary. */
export function checkLogin(dist, budgetKb = LOGIN_BUDGET_KB) {
  const { chunks, total, catalogues } = measureLogin(dist);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const problems = [];
  if (total > budgetKb * 1024) {
    const biggest = [...chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 6);
    problems.push(
      `/login loads ${kb(total)} KB of JavaScript (gzip), over its ${budgetKb} KB budget; biggest: ${biggest.map((c) => `${c.file} ${kb(c.gzip)} KB`).join(', ')}`,
    );
  }
  for (const c of catalogues) problems.push(`a text catalogue is in /login's first load (load it per language, on demand): ${c}`);
  return { problems, summary: `/login first load: ${kb(total)} KB of JavaScript (gzip) in ${chunks.length} files, budget ${budgetKb} KB` };
}

/** The signed-in shell: every page behind the login starts with it and its static imports. */
export const SHELL_ROUTE = 'src/app/layout/layout.tsx';

/**
 * What the shell must not carry at first paint (issue 27): zod (a page's form rules load it with the
 * page), the message table of every language (the browser loads its own language's chunk) and ECharts
 * (a chart loads it when it comes near the screen).
 */
export const shellRefuses = (id) =>
  /(^|\/)node_modules\/zod\//.test(id) ||
  /(^|\/)packages\/shared\/src\/messages(\.ts|\/)/.test(id) ||
  /(^|\/)node_modules\/(echarts|zrender)\//.test(id);

/** The shell's verdict: each chunk of its static closure holding what it must not, named. */
export function checkShell(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const modules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
  if (!manifest[SHELL_ROUTE]) throw new Error(`${SHELL_ROUTE} is not in the manifest: is the layout route still there?`);
  const files = [...staticClosure(manifest, SHELL_ROUTE)];
  const problems = files.flatMap((file) => {
    const found = (modules[file] ?? []).filter(shellRefuses);
    return found.length
      ? [
          `the signed-in shell's first load holds what pages load on demand: ${file} has ${found.slice(0, 3).join(', ')}${found.length > 3 ? ` and ${found.length - 3} more` : ''}`,
        ]
      : [];
  });
  const total = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  return {
    problems,
    summary: `signed-in shell first load: ${(total / 1024).toFixed(1)} KB of JavaScript (gzip) in ${files.length} files, no zod, message table or ECharts`,
  };
}

/** The HTML `lang` of each interface language (apps/web/src/lib/i18n.ts HTML_LANG). */
export const HTML_LANGS = { zh: 'zh-CN', en: 'en', ml: 'ms' };

/**
 * /login's drawn pages (issue 27: the first paint before any script): login.<lang>.html holds the
 * login page in #root, inert, in its language (its heading is that language's login title), under
 * the right `lang`, with every stylesheet the login route uses linked so the drawn page is styled.
 */
export function checkLoginPages(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const css = [...staticClosure(manifest, LOGIN_ROUTE)].flatMap((file) =>
    Object.values(manifest).flatMap((entry) => (entry.file === file ? (entry.css ?? []) : [])),
  );
  const problems = [];
  for (const [lang, htmlLang] of Object.entries(HTML_LANGS)) {
    const name = `login.${lang}.html`;
    let html;
    try {
      html = readFileSync(join(dist, name), 'utf8');
    } catch {
      problems.push(`${name} is missing: /login would wait for its scripts before anything is painted`);
      continue;
    }
    const texts = JSON.parse(readFileSync(new URL(`../packages/shared/locales/${lang}/auth.json`, import.meta.url), 'utf8'));
    if (!html.includes('<div id="root" inert data-prerendered="login">'))
      problems.push(`${name}: #root does not hold the drawn login page`);
    if (!html.includes(`<h1 class="auth-title">${texts.login.title}</h1>`))
      problems.push(`${name}: the drawn page's heading is not "${texts.login.title}"`);
    if (!html.includes(`<html lang="${htmlLang}">`)) problems.push(`${name}: the page's lang is not ${htmlLang}`);
    for (const file of css)
      if (!new RegExp(`<link rel="stylesheet"[^>]*href="/${file}"`).test(html))
        problems.push(`${name}: ${file} (a style of the login page) is not linked`);
  }
  return {
    problems,
    summary: `/login drawn before its scripts: ${Object.keys(HTML_LANGS)
      .map((l) => `login.${l}.html`)
      .join(', ')}`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? new URL('../apps/web/dist', import.meta.url).pathname;
  const login = checkLogin(dist, Number(process.env.BUNDLE_BUDGET_KB) || LOGIN_BUDGET_KB);
  const shell = checkShell(dist);
  const drawn = checkLoginPages(dist);
  const problems = [...login.problems, ...shell.problems, ...drawn.problems];
  console.log(login.summary);
  console.log(shell.summary);
  console.log(drawn.summary);
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(problems.length ? 1 : 0);
}
