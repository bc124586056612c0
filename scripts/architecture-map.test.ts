/**
 * docs/architecture.md is the map of the server (issue 29): every module folder has its entry, every table
 * of the drizzle schema one owner, and the map names no module, table or export that is gone. An entry is a
 * `#### \`name\`` heading under "## The module map" (a module folder, or a shared file such as
 * `lib/mailer.ts`), then an `- Owns:` line of the tables it writes, an optional `- Read elsewhere:` line and,
 * for a module, an `- Offers:` line of what its service.ts exports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const server = new URL('../apps/server/src/', import.meta.url).pathname;
const modulesDir = join(server, 'modules');
const schemaDir = join(server, 'db/schema');
const doc = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8');

interface Entry {
  name: string;
  owns: string[][];
  reads: string[][];
  offers: string[][];
}

/** The backticked names of a text: "`orders`, `products` (…)" -> orders, products. */
const quoted = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The entries of the map section, each with its lines' names (one array per line, to count the lines). */
function mapEntries(markdown: string): Entry[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('The module map'));
  if (!section) throw new Error('docs/architecture.md has no "## The module map" section');
  const entries: Entry[] = [];
  let entry: Entry | undefined;
  for (const line of section.split('\n')) {
    const heading = /^(#+) (.*)$/.exec(line);
    if (heading) {
      // A group heading (###) ends the entry before it.
      const name = heading[1] === '####' ? /^`([^`]+)`$/.exec(heading[2]!.trim())?.[1] : undefined;
      entry = name ? { name, owns: [], reads: [], offers: [] } : undefined;
      if (entry) entries.push(entry);
      continue;
    }
    const field = /^- (Owns|Read elsewhere|Offers): (.*)$/.exec(line);
    if (!entry || !field) continue;
    const [, label, text] = field as unknown as [string, 'Owns' | 'Read elsewhere' | 'Offers', string];
    // What stands in brackets after the owned tables is a remark, not more tables.
    if (label === 'Owns') entry.owns.push(quoted(text.replace(/\(.*$/, '')));
    else if (label === 'Offers') entry.offers.push(quoted(text));
    else entry.reads.push(quoted(text));
  }
  return entries;
}

const moduleFolders = readdirSync(modulesDir)
  .filter((name) => statSync(join(modulesDir, name)).isDirectory())
  .sort();

/** Every table name of the schema; a `pgTable(` whose name this cannot read fails the count check below. */
const schemaFiles = readdirSync(schemaDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const schemaText = schemaFiles.map((name) => readFileSync(join(schemaDir, name), 'utf8')).join('\n');
const tables = [...schemaText.matchAll(/\bpgTable\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]!).sort();

/** What the map leaves out of the code (`missing`), and what it names that the code no longer has (`gone`). */
const difference = (mapped: string[], real: string[]) => ({
  missing: real.filter((name) => !mapped.includes(name)),
  gone: mapped.filter((name) => !real.includes(name)),
});

const entries = mapEntries(doc);
const isShared = (name: string) => name.includes('/');
const moduleEntries = entries.filter((e) => !isShared(e.name));

describe('docs/architecture.md, the module map', () => {
  it('reads every table of the schema', () => {
    expect(tables.length).toBe([...schemaText.matchAll(/\bpgTable\(/g)].length);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('has one entry for each module folder, and none for a folder that is gone', () => {
    expect(
      difference(
        moduleEntries.map((e) => e.name),
        moduleFolders,
      ),
    ).toEqual({ missing: [], gone: [] });
    expect(moduleEntries.length).toBe(moduleFolders.length);
  });

  it('names shared code that exists', () => {
    for (const { name } of entries.filter((e) => isShared(e.name))) expect(existsSync(join(server, name)), name).toBe(true);
  });

  it('gives each entry one Owns line, and each module one Offers line', () => {
    for (const entry of entries) {
      expect(entry.owns.length, `${entry.name}: Owns lines`).toBe(1);
      expect(entry.reads.length, `${entry.name}: Read elsewhere lines`).toBeLessThanOrEqual(1);
      if (!isShared(entry.name)) expect(entry.offers.length, `${entry.name}: Offers lines`).toBe(1);
    }
  });

  it('gives every table exactly one owner, and owns no table that is gone', () => {
    const owned = entries.flatMap((e) => e.owns.flat()).sort();
    expect(
      owned.filter((name, i) => owned[i - 1] === name),
      'owned twice',
    ).toEqual([]);
    expect(difference(owned, tables)).toEqual({ missing: [], gone: [] });
  });

  it('says who else reads with names of tables, modules and files that exist', () => {
    const known = new Set([...tables, ...moduleFolders]);
    for (const entry of entries) {
      for (const name of entry.reads.flat()) {
        if (name.startsWith('npm run ')) continue;
        const exists = name.includes('/') ? existsSync(join(server, name)) : known.has(name);
        expect(exists, `${entry.name}: ${name}`).toBe(true);
      }
    }
  });

  it("offers only what a module's service.ts exports", () => {
    for (const entry of moduleEntries) {
      const offered = entry.offers.flat();
      const service = join(modulesDir, entry.name, 'service.ts');
      if (!existsSync(service)) {
        expect(offered, `${entry.name} has no service.ts`).toEqual([]);
        continue;
      }
      const source = readFileSync(service, 'utf8');
      for (const name of offered) expect(new RegExp(`\\b${name}\\b`).test(source), `${entry.name} offers ${name}`).toBe(true);
    }
  });

  it('names every service services.ts builds', () => {
    const source = readFileSync(join(server, 'services.ts'), 'utf8');
    const built = [...new Set([...source.matchAll(/\bnew (\w+)\(|\b(\w+)\.open\(/g)].map((m) => (m[1] ?? m[2])!))];
    expect(built).toContain('JobQueue');
    for (const name of built) expect(doc, name).toContain(`\`${name}\``);
  });
});
