import { describe, expect, it } from 'vitest';
import { jsonFileName, readImportFile } from './import-file.ts';

const config = (tabKey: string, extra: Record<string, unknown> = {}) => ({
  tabKey,
  name: `Table ${tabKey}`,
  tabValue: { tableApi: 'userList', columnList: [{ label: 'Name', prop: 'name' }], ...extra },
});

describe('reading an import file', () => {
  it('takes the file exportTableList produced, and a bare list', () => {
    const exported = JSON.stringify({ fileName: 'table-configurations.json', configs: [config('a'), config('b')] });
    expect(readImportFile(exported)).toEqual({ ok: true, configs: [config('a'), config('b')] });
    expect(readImportFile(`\uFEFF${JSON.stringify([config('a')])}`)).toEqual({ ok: true, configs: [config('a')] });
  });

  it('refuses what is not a list of configurations', () => {
    expect(readImportFile('not json')).toEqual({ ok: false, reason: 'format' });
    expect(readImportFile('{"fileName":"x"}')).toEqual({ ok: false, reason: 'format' });
    expect(readImportFile('null')).toEqual({ ok: false, reason: 'format' });
    expect(readImportFile('{"configs":[]}')).toEqual({ ok: false, reason: 'empty' });
    expect(readImportFile(JSON.stringify(Array.from({ length: 501 }, (_, i) => config(`t${i}`))))).toEqual({
      ok: false,
      reason: 'tooMany',
    });
  });

  it('names the configuration that breaks the shared rule', () => {
    const broken = config('b', { columnList: [{ label: 'Name', prop: 'name', width: 5 }] });
    expect(readImportFile(JSON.stringify([config('a'), broken]))).toEqual({
      ok: false,
      reason: 'invalid',
      position: 2,
      tabKey: 'b',
      path: 'tabValue.columnList.0.width',
    });
    expect(readImportFile(JSON.stringify([{ ...config('a'), tabKey: '1bad' }]))).toMatchObject({ reason: 'invalid', tabKey: '1bad' });
    expect(readImportFile(JSON.stringify([config('a'), config('a')]))).toEqual({ ok: false, reason: 'duplicate', tabKey: 'a' });
  });

  it('saves downloads under a safe .json name', () => {
    expect(jsonFileName('table-configurations.json')).toBe('table-configurations.json');
    expect(jsonFileName('a/b:c')).toBe('a-b-c.json');
    expect(jsonFileName(undefined)).toBe('table-configurations.json');
  });
});
