import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import {
  deleteI18nParameter,
  getI18nJsonParameter,
  type I18nPack,
  i18nEntrySchema,
  listI18nParameter,
  saveI18nParameter,
} from '@portal/shared/i18n-entry';
import { LANGS } from '@portal/shared/lang';
import { describeIssue } from '@portal/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentVersion } from '../../lib/config-versions.ts';
import { PortalError } from '../../lib/errors.ts';
import { IMPORT_MAX_BYTES, ImportRefused, readXlsxTable } from '../../lib/xlsx-import.ts';
import { filtersBy, registerExport } from '../exports/service.ts';
import { deleteTexts, importTexts, saveText, syncBuiltInTexts } from './edit-texts.ts';
import type { I18nDeps } from './module.ts';
import { allEntries, countEntries, type EntryRow, entriesAfter, listEntries } from './repository.ts';

const rowOut = (r: EntryRow) => ({
  id: r.id,
  key: r.key,
  zh: r.zh,
  en: r.en,
  ml: r.ml,
  builtIn: r.builtIn,
  updateTime: r.updateTime.toISOString(),
});

/**
 * Language maintenance (spec 7 "Language", issue 3): the administrator keeps every interface text
 * in zh, en and ml; each change moves the pack's version on and the portal picks it up on its next
 * load, without a redeploy.
 */
export function i18nRoutes(app: FastifyInstance, deps: I18nDeps): void {
  const { db, texts } = deps;

  // The pack the portal caches by version; public, because the login page is translated too.
  app.portal.endpoint({
    name: 'getI18nJson',
    access: 'public',
    parameter: getI18nJsonParameter.extend({ lang: z.enum(LANGS).optional() }),
    handler: async ({ parameter }): Promise<I18nPack & { upToDate?: boolean }> => {
      const version = await currentVersion(db, 'i18n');
      if (parameter.version === version) return { version, upToDate: true };
      const rows = await allEntries(db);
      const pack: I18nPack = { version };
      for (const lang of parameter.lang ? [parameter.lang] : LANGS) {
        const byNs: Record<string, Record<string, string>> = {};
        for (const r of rows) {
          const [ns, path] = r.key.split(':') as [string, string];
          byNs[ns] ??= {};
          byNs[ns][path] = r[lang];
        }
        pack[lang] = byNs;
      }
      return pack;
    },
  });

  app.portal.endpoint({
    name: 'listI18n',
    access: 'admin',
    parameter: listI18nParameter,
    handler: async ({ parameter }) => {
      const [total, rows] = await Promise.all([countEntries(db, parameter), listEntries(db, parameter, parameter)]);
      return { total, list: rows.map(rowOut) };
    },
  });

  app.portal.endpoint({
    name: 'saveI18n',
    access: 'admin',
    parameter: saveI18nParameter,
    successMessage: 'editSuccess',
    handler: async ({ parameter, caller, request }) => {
      const { row, version } = await saveText(deps, parameter);
      request.log.info({ event: 'i18n.saved', by: caller.userId, key: row.key, version }, 'text saved');
      return { ...rowOut(row), version };
    },
  });

  // A deleted shipped text comes back with the release's wording at the next sync or start.
  app.portal.endpoint({
    name: 'deleteI18n',
    access: 'admin',
    parameter: deleteI18nParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter }) => deleteTexts(deps, parameter.ids),
  });

  // An xlsx with the columns key, zh, en, ml (spec 5 "Excel import"); every row must pass, or nothing is saved.
  app.portal.endpoint({
    name: 'importI18n',
    access: 'admin',
    parameter: emptyParameter,
    upload: { maxBytes: IMPORT_MAX_BYTES, extensions: ['.xlsx'] },
    successMessage: 'importSuccess',
    handler: async ({ file, lang }) => {
      let table: Awaited<ReturnType<typeof readXlsxTable>>;
      try {
        table = await readXlsxTable(file!.data);
      } catch (err) {
        if (err instanceof ImportRefused) throw new PortalError(Code.BAD_PARAMETER, err.messageKey, err.params);
        throw err;
      }
      const keys = table.headers.map((h) => h.replace(/^\*\s*|\s*\*$/g, '').trim());
      if (!['key', 'zh', 'en', 'ml'].every((k) => keys.includes(k))) throw new PortalError(Code.BAD_PARAMETER, 'templateHeaderRequired');
      const good: { key: string; zh: string; en: string; ml: string }[] = [];
      const errors: { row: number; field: string; message: string }[] = [];
      for (const { rowNumber, values } of table.rows) {
        const parsed = i18nEntrySchema.safeParse(values);
        if (parsed.success) good.push(parsed.data);
        else {
          const issue = parsed.error.issues[0];
          const { key, params } = describeIssue(issue);
          errors.push({ row: rowNumber, field: String(issue?.path[0] ?? ''), message: texts.translate(key, lang, params) });
        }
      }
      if (errors.length)
        throw new PortalError(Code.BAD_PARAMETER, 'importSummary', { total: table.rows.length, bad: errors.length }, { errors });
      const version = await importTexts(deps, good);
      return { imported: good.length, version };
    },
  });

  // Adds the keys the release ships that the table lacks and refreshes the unedited ones.
  app.portal.endpoint({
    name: 'sendSyncI18ns',
    access: 'admin',
    parameter: emptyParameter,
    handler: async () => syncBuiltInTexts(deps),
  });

  registerExport(
    { app, ...deps },
    {
      name: 'exportI18n',
      access: 'admin',
      parseParams: filtersBy(listI18nParameter.omit({ page: true, pageSize: true })),
      count: (db, _caller, query) => countEntries(db, query.params, query.ids),
      rows: async (db, _caller, query, page) => {
        const after = page.afterKey === null ? null : String(page.afterKey);
        const rows = await entriesAfter(db, query.params, query.ids, after, page.limit);
        return rows.map((r) => ({ ...rowOut(r), updateTime: r.updateTime }));
      },
      key: (row) => row.key as string,
    },
  );
}
