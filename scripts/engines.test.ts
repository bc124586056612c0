// The README promises Node 20 (root package.json engines): every package the lock installs must
// admit it, or `npm ci` warns EBADENGINE and the package may use what Node 20 lacks (cookie@2 and
// content-disposition@3 wanted Node 22; package.json "overrides" keep their Node 18 lines).
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const json = (name: string) => JSON.parse(readFileSync(new URL(name, root), 'utf8'));

describe('engines', () => {
  it('every package in package-lock.json admits the Node version the root package.json names', () => {
    const wanted: string = json('package.json').engines.node;
    const lowest = semver.minVersion(wanted)!.version;
    const lock = json('package-lock.json') as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && typeof p.engines.node === 'string')
      .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node))
      .map(([path, p]) => `${path}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
