/**
 * The module boundaries of the server and the web app are Biome rules. Server: a module never imports
 * app.ts or services.ts and reaches another module only through its service.ts; lib/ and plugins/
 * import no module. Web: (biome.json `overrides`, noRestrictedImports):
 * a feature imports no other feature, relative paths stay inside their feature, shared components
 * and lib import no feature and not the app, a kit is imported through its index. This runs the
 * repository's biome.json over probe files in a scratch folder, so a glob or pattern that stops
 * matching fails here instead of letting a wrong import through. Biome cannot resolve a relative
 * path, so biome.json has one override per folder depth inside a feature (`../` from features/x/,
 * `../../` from features/x/y/, ...); an override replaces the options of the one before, so each
 * carries the whole list. Server route files (`routes.ts`, `*-routes.ts`) stay thin: they import no
 * table, no database client and no query builder; the ones that still do are the allow-list below,
 * which only shrinks.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = new URL('../', import.meta.url).pathname;

/** [file under the repository, what it imports, whether Biome lets it]. */
const probes: [file: string, spec: string, allowed: boolean][] = [
  ['apps/web/src/features/orders/use-x.ts', '@/features/addresses/api/book-entries.ts', false],
  ['apps/web/src/features/orders/use-x.ts', '../addresses/api/book-entries.ts', false],
  ['apps/web/src/features/orders/normal-order/x.tsx', '../../addresses/components/address-dialog.tsx', false],
  ['apps/web/src/features/orders/normal-order/x.tsx', '@/features/orders/api/products.ts', false],
  ['apps/web/src/features/orders/normal-order/x.tsx', '../api/products.ts', true],
  ['apps/web/src/features/orders/normal-order/x.tsx', '../orders.css', true],
  ['apps/web/src/features/orders/normal-order/x.tsx', '../../../lib/paths.ts', false],
  ['apps/web/src/features/orders/normal-order/x.tsx', '@/lib/paths.ts', true],
  ['apps/web/src/features/orders/normal-order/x.tsx', '@/components/address-kit', true],
  ['apps/web/src/features/orders/normal-order/x.tsx', '@/components/address-kit/region.ts', false],
  ['apps/web/src/features/auth/a/b/c/x.ts', '../../../../profile/api/x.ts', false],
  ['apps/web/src/components/list-kit/x.tsx', '@/features/exports/download-center-page.tsx', false],
  ['apps/web/src/components/list-kit/x.tsx', '../../features/exports/x.ts', false],
  ['apps/web/src/components/list-kit/x.tsx', '@/components/export-kit', true],
  ['apps/web/src/components/list-kit/x.tsx', '@/components/export-kit/export-dialog.tsx', false],
  ['apps/web/src/components/x.tsx', '@/app/guards.ts', false],
  ['apps/web/src/lib/x.ts', '../app/guards.ts', false],
  ['apps/web/src/app/x.ts', '@/features/orders/normal-order/normal-order-page.tsx', true],
  ['apps/web/src/app/x.ts', '@/components/address-kit/books.ts', false],
  ['apps/web/src/app/x.ts', '@/components/address-kit/api/geography.ts', false],
  ['apps/web/src/features/profile/x.tsx', '@/components/list-kit/list-page.tsx', true],
  ['apps/web/src/features/profile/x.tsx', '@/components/result-pages.tsx', true],
  ['apps/server/src/modules/prepay/x.ts', '../../app.ts', false],
  ['apps/server/src/modules/prepay/x.ts', '../../services.ts', false],
  ['apps/server/src/modules/prepay/x.ts', '../orders/place-order.ts', false],
  ['apps/server/src/modules/prepay/x.ts', '../orders/service.ts', true],
  ['apps/server/src/modules/prepay/x.ts', './service.ts', true],
  ['apps/server/src/modules/prepay/x.ts', '../../lib/errors.ts', true],
  // A module's lists.ts builds with the list kit in lib/; another module's lists are collected by src/lists.ts, not imported.
  ['apps/server/src/modules/prepay/lists.ts', '../../lib/list-kit.ts', true],
  ['apps/server/src/modules/prepay/lists.ts', '../orders/lists.ts', false],
  ['apps/server/src/modules/prepay/x.ts', '../../db/schema/index.ts', true],
  ['apps/server/src/modules/addresses/import/x.ts', '../../orders/place-order.ts', false],
  ['apps/server/src/modules/addresses/import/x.ts', '../../orders/service.ts', true],
  ['apps/server/src/modules/addresses/import/x.ts', '../repository.ts', true],
  ['apps/server/src/modules/addresses/import/x.ts', '../../../app.ts', false],
  ['apps/server/src/modules/addresses/import/x.ts', '../../../lib/scope.ts', true],
  ['apps/server/src/modules/prepay/routes.ts', '../../db/schema/index.ts', false],
  ['apps/server/src/modules/prepay/routes.ts', '../../db/client.ts', false],
  ['apps/server/src/modules/prepay/routes.ts', 'drizzle-orm', false],
  ['apps/server/src/modules/prepay/routes.ts', 'drizzle-orm/pg-core', false],
  ['apps/server/src/modules/prepay/routes.ts', './repository.ts', true],
  ['apps/server/src/modules/prepay/routes.ts', '../../lib/scope.ts', true],
  ['apps/server/src/modules/prepay/routes.ts', '../orders/place-order.ts', false],
  ['apps/server/src/modules/prepay/routes.ts', '../orders/service.ts', true],
  ['apps/server/src/modules/prepay/routes.ts', '../../app.ts', false],
  ['apps/server/src/modules/prepay/wallet-routes.ts', '../../db/schema/index.ts', false],
  ['apps/server/src/modules/prepay/wallet-routes.ts', './repository.ts', true],
  // A module.ts wires the module (and may declare an endpoint): no tables or queries there, its deps may name `Db`.
  ['apps/server/src/modules/prepay/module.ts', '../../db/schema/index.ts', false],
  ['apps/server/src/modules/prepay/module.ts', 'drizzle-orm', false],
  ['apps/server/src/modules/prepay/module.ts', '../../db/client.ts', true],
  ['apps/server/src/modules/prepay/module.ts', '../orders/place-order.ts', false],
  ['apps/server/src/modules/prepay/module.ts', './repository.ts', true],
  ['apps/server/src/modules/addresses/import/routes.ts', '../../../db/schema/index.ts', false],
  ['apps/server/src/modules/addresses/import/routes.ts', '../../../db/client.ts', false],
  ['apps/server/src/modules/addresses/import/routes.ts', 'drizzle-orm', false],
  ['apps/server/src/modules/addresses/import/routes.ts', '../repository.ts', true],
  ['apps/server/src/modules/addresses/import/routes.ts', '../../orders/place-order.ts', false],
  ['apps/server/src/modules/addresses/import/book-routes.ts', '../../../db/client.ts', false],
  ['apps/server/src/lib/x.ts', '../modules/orders/service.ts', false],
  ['apps/server/src/plugins/x.ts', '../app.ts', false],
  ['apps/server/src/plugins/x.ts', '../lib/scope.ts', true],
];

const scratch = mkdtempSync(join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Where a probe is written: beside its file as `<i>-<how>.ts` where the name does not matter (`x.ts`);
 * where it does (`routes.ts`, `wallet-routes.ts`), under its own name in a folder of its own, at the
 * same depth (`prepay-37-static/routes.ts`).
 */
function probePath(file: string, i: number, how: string): string {
  return /^x\./.test(basename(file)) ? join(dirname(file), `${i}-${how}.ts`) : join(`${dirname(file)}-${i}-${how}`, basename(file));
}

/** The files Biome refuses an import in, probes written two ways: a static and a lazy import. */
function refused(): Set<string> {
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs; // the scratch folder is no git checkout
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  probes.forEach(([file, spec], i) => {
    const [stat, lazy] = ['static', 'lazy'].map((how) => join(scratch, probePath(file, i, how)));
    mkdirSync(dirname(stat!), { recursive: true });
    mkdirSync(dirname(lazy!), { recursive: true });
    writeFileSync(stat!, `import '${spec}';\n`);
    writeFileSync(lazy!, `export const load = () => import('${spec}');\n`);
  });
  const run = spawnSync(join(repo, 'node_modules/.bin/biome'), ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const files = [...run.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),/gm)].map((m) => m[1]!);
  return new Set(files.map((f) => f.replace(`${scratch}/`, '').replace(/^\.\//, '')));
}

describe('the module boundaries of server and web (biome.json)', () => {
  const hits = refused();
  it.each(probes.map(([file, spec, allowed], i) => [i, file, spec, allowed] as const))(
    '%i: %s importing %s is allowed: %s',
    (i, file, spec, allowed) => {
      for (const how of ['static', 'lazy']) {
        const probe = probePath(file, i, how);
        expect(hits.has(probe), `${how} import of ${spec} in ${file}`).toBe(!allowed);
      }
    },
  );
});

/**
 * Route files that still write their own queries (issue 29, "The module shape, everywhere"): biome.json
 * leaves them out of the thin-route rule. Each entry says what is left to move; move it into the
 * module's repository.ts (or a use case beside it), then delete the entry here and in biome.json.
 */
const routeFilesWithQueries: Record<string, string> = {
  'health/routes.ts': 'asks the database client whether it answers (`isDatabaseReady`)',
};

/** What a route file may not import (the third pattern of the route-file overrides in biome.json). */
const dataAccess = /from '(?:(?:\.\.\/)+db\/(?:schema\/[^']*|client\.ts)|drizzle-orm(?:\/[^']*)?)'/;

describe('thin route files (biome.json, modules/README.md)', () => {
  const modules = 'apps/server/src/modules/';
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  const routeOverride = config.overrides.find((o: { includes: string[] }) => o.includes.includes(`${modules}*/routes.ts`));

  it('biome.json leaves out exactly the allow-listed files', () => {
    const excluded = routeOverride.includes.filter((g: string) => g.startsWith('!')).map((g: string) => g.slice(`!${modules}`.length));
    expect(excluded.sort()).toEqual(Object.keys(routeFilesWithQueries).sort());
  });

  it.each(Object.keys(routeFilesWithQueries))('%s still needs its place on the list (else delete it there)', (file) => {
    expect(readFileSync(join(repo, modules, file), 'utf8')).toMatch(dataAccess);
  });
});
