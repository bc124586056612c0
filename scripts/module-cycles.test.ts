/**
 * The server's modules depend on each other one way only (issue 29: payments <-> statements, orders <->
 * service-area and exports <-> i18n were cycles): a module's files (tests and test kits aside) import another
 * module's, type imports included, and no chain of those leads back to where it started. Where two modules
 * need each other, the later one is handed a function where the services are made (services.ts), as payments
 * is given the statements' settlement.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = new URL('../apps/server/src/modules/', import.meta.url).pathname;

const isTestFile = (name: string) => /\.test\.tsx?$/.test(name) || name === 'testing.ts';

/** Each module with the modules its files import (`../<module>/...`). */
function moduleGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const filesOf = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return filesOf(path);
      return /\.tsx?$/.test(name) && !isTestFile(name) ? [path] : [];
    });
  const names = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
  for (const name of names) {
    const dir = join(root, name);
    const uses = new Set<string>();
    for (const file of filesOf(dir)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)) {
        // Where the import lands, relative to the modules folder: its first segment is the module.
        const target = join(dirname(file), spec!).slice(root.length).split('/')[0];
        if (target && target !== name && names.includes(target)) uses.add(target);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** Every cycle of the graph found by a depth-first walk, as `a -> b -> a`. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('the server modules depend on each other one way only', () => {
  it('has no cycle among the modules', () => {
    const graph = moduleGraph(modules);
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get('orders')?.has('service-area')).toBe(true);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('finds a cycle, however long', () => {
    const graph = new Map([
      ['payments', new Set(['statements'])],
      ['statements', new Set(['notifications'])],
      ['notifications', new Set(['payments', 'lib'])],
      ['orders', new Set(['notifications'])],
    ]);
    expect(cyclesOf(graph)).toEqual(['notifications -> payments -> statements -> notifications']);
  });
});
