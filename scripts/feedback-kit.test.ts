/**
 * Tips and confirm-type dialogs follow spec 9 (1.5 s, problems longer; 486 px, draggable) because every screen takes
 * them from the feedback kit (apps/web/src/components/feedback-kit). A screen that called antd's App.useApp() itself
 * would get antd's plain ones: this walks the web sources and names any file that does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const web = new URL('../apps/web/src/', import.meta.url).pathname;
const kit = join(web, 'components/feedback-kit');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

it("takes tips and dialogs from the feedback kit only, never from antd's App directly", () => {
  const files = sources(web);
  expect(files.length).toBeGreaterThan(100);
  const direct = files.filter((f) => !f.startsWith(kit) && usesAntdDirectly(readFileSync(f, 'utf8')));
  expect(direct.map((f) => relative(web, f))).toEqual([]);
});

/** antd's App hook, its static Modal functions, or its global `message` import. */
function usesAntdDirectly(source: string): boolean {
  if (/\bApp\.useApp\(/.test(source) || /\bModal\.(confirm|info|success|error|warning)\(/.test(source)) return true;
  return /import \{[^}]*\bmessage\b[^}]*\} from 'antd'/.test(source);
}
