/**
 * One way to call the server from the web app (issue 29): a feature's calls live in
 * `features/<f>/api/<call>.ts` (the call, its queryOptions, a hook) and its query keys in
 * `features/<f>/api/keys.ts`. So a feature's component (.tsx) imports no calling function from
 * lib/api-client.ts and writes no query key as a literal (`queryKey: ['...`), and no feature keeps an
 * `api.ts` of bare functions. The features still being reworked are the allow-list below, which only
 * shrinks: a listed feature that no longer breaks a rule fails here until it is taken off.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const features = new URL('../apps/web/src/features/', import.meta.url).pathname;

/** Features whose calls are reworked elsewhere (issue 29): each still breaks at least one rule. */
const ALLOWED = ['claims', 'complaints', 'work-orders', 'claim-desk', 'work-order-desk'];

/** lib/api-client.ts's functions that reach the server. */
const CALLERS = new Set(['call', 'callAt', 'upload', 'uploadFiles', 'callForFile']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** What a file (its path under features/ and its text) does against the rules, as readable lines. */
function breachesOf(name: string, text: string): string[] {
  if (/(^|\/)api\.ts$/.test(name)) return [`${name}: an api.ts (one file per call under api/ instead)`];
  if (!name.endsWith('.tsx')) return [];
  const found: string[] = [];
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/lib\/api-client\.ts'/g)) {
    // `type X` names a type only: it calls nothing.
    for (const n of (m[1] ?? '').split(',').map((n) => n.trim())) if (CALLERS.has(n)) found.push(`${name}: imports ${n}`);
  }
  if (/queryKey:\s*\[\s*['"`]/.test(text)) found.push(`${name}: a literal queryKey`);
  return found;
}

const featureOf = (path: string) => relative(features, path).split('/')[0] ?? '';
const all = files(features).map((path) => ({
  feature: featureOf(path),
  breaches: breachesOf(relative(features, path), readFileSync(path, 'utf8')),
}));

describe('the web app calls the server one way', () => {
  it('no feature outside the allow-list imports a calling function into a component, writes a literal query key or keeps an api.ts', () => {
    const found = all.filter((f) => !ALLOWED.includes(f.feature)).flatMap((f) => f.breaches);
    expect(found, 'move the call to features/<f>/api/<call>.ts and the key to features/<f>/api/keys.ts').toEqual([]);
  });

  it('keeps its allow-list true: each listed feature exists and still breaks a rule', () => {
    for (const feature of ALLOWED) {
      const own = all.filter((f) => f.feature === feature);
      expect(own.length, `${feature} is gone: take it off ALLOWED`).toBeGreaterThan(0);
      expect(
        own.some((f) => f.breaches.length > 0),
        `${feature} keeps the rules now: take it off ALLOWED`,
      ).toBe(true);
    }
  });

  it('sees what it checks for', () => {
    const component = "import { ApiError, call } from '@/lib/api-client.ts';\nuseQuery({ queryKey: ['x'] });";
    expect(breachesOf('x/page.tsx', component)).toEqual(['x/page.tsx: imports call', 'x/page.tsx: a literal queryKey']);
    expect(breachesOf('x/y/api.ts', '')).toEqual(['x/y/api.ts: an api.ts (one file per call under api/ instead)']);
    expect(
      breachesOf('x/page.tsx', "import { ApiError, type call } from '@/lib/api-client.ts';\nuseQuery({ queryKey: xKeys.all });"),
    ).toEqual([]);
    // The call files themselves are where calls and keys belong.
    expect(breachesOf('x/api/get-x.ts', component)).toEqual([]);
  });
});
