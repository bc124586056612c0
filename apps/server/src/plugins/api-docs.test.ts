import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('docs/api.md', () => {
  it('documents exactly the endpoints the server registers', async () => {
    const doc = await readFile(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^### (?:GET|POST) \/api\/(.+)\.do$/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(t.app.portal.names());
  });
});
