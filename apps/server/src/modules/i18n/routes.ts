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
import { and, asc, count, eq, gt, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { i18nEntries } from '../../db/schema/index.ts';
import { bumpVersion, currentVersion } from '../../lib/config-versions.ts';
import { PortalError } from '../../lib/errors.ts';
import { IMPORT_MAX_BYTES, ImportRefused, readXlsxTable } from '../../lib/xlsx-import.ts';
import { registerExport } from '../exports/service.ts';
import { seedBuiltInTexts } from './built-in-texts.ts';
import type { I18nDeps } from './module.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(filter: { keyword?: string | undefined; namespace?: string | undefined }): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.namespace) parts.push(like(i18nEntries.key, `${escapeLike(filter.namespace)}:%`));
  if (filter.keyword) {
    const k = `%${escapeLike(filter.keyword)}%`;
    parts.push(or(ilike(i18nEntries.key, k), ilike(i18nEntries.zh, k), ilike(i18nEntries.en, k), ilike(i18nEntries.ml, k)));
  }
  return parts.length ? and(...parts) : undefined;
}

const rowOut = (r: typeof i18nEntries.$inferSelect) => ({
  id: r.id,
  key: r.key,
  zh: r.zh,
  en: r.en,
  ml: r.ml,
  builtIn: r.builtIn,
  updateTime: r.updateTime.toISOString(),
});

/** Saves entries by key in one go; an entry the administrator writes is no longer the shipped text. */
async function upsertEntries(db: DbOrTx, entries: { key: string; zh: string; en: string; ml: string }[]): Promise<void> {
  for (const e of entries)
    await db
      .insert(i18nEntries)
      .values({ ...e, builtIn: false })
      .onConflictDoUpdate({ target: i18nEntries.key, set: { zh: e.zh, en: e.en, ml: e.ml, builtIn: false, updateTime: new Date() } });
}

/**
 * Language maintenance (spec 7 "Language", issue 3): the administrator keeps every interface text
 * in zh, en and ml; each change moves the pack's version on and the portal picks it up on its next
 * load, without a redeploy.
 */
export function i18nRoutes(app: FastifyInstance, deps: I18nDeps): void {
  const { db, changes, texts } = deps;

  const changed = async (tx: DbOrTx) => {
    const version = await bumpVersion(tx, 'i18n');
    await changes.publish(tx, 'i18n');
    return version;
  };

  // The pack the portal caches by version; public, because the login page is translated too.
  app.portal.endpoint({
    name: 'getI18nJson',
    access: 'public',
    parameter: getI18nJsonParameter.extend({ lang: z.enum(LANGS).optional() }),
    handler: async ({ parameter }): Promise<I18nPack & { upToDate?: boolean }> => {
      const version = await currentVersion(db, 'i18n');
      if (parameter.version === version) return { version, upToDate: true };
      const rows = await db.select().from(i18nEntries).orderBy(asc(i18nEntries.key));
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
      const where = filterWhere(parameter);
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(i18nEntries).where(where),
        db
          .select()
          .from(i18nEntries)
          .where(where)
          .orderBy(asc(i18nEntries.key))
          .limit(parameter.pageSize)
          .offset((parameter.page - 1) * parameter.pageSize),
      ]);
      return { total: total[0]?.n ?? 0, list: rows.map(rowOut) };
    },
  });

  app.portal.endpoint({
    name: 'saveI18n',
    access: 'admin',
    parameter: saveI18nParameter,
    successMessage: 'editSuccess',
    handler: async ({ parameter, caller, request }) =>
      db.transaction(async (tx) => {
        const [clash] = await tx.select({ id: i18nEntries.id }).from(i18nEntries).where(eq(i18nEntries.key, parameter.key));
        if (clash && clash.id !== parameter.id) throw new PortalError(Code.CONFLICT, 'i18nKeyExists');
        const values = { key: parameter.key, zh: parameter.zh, en: parameter.en, ml: parameter.ml, builtIn: false, updateTime: new Date() };
        const [row] = parameter.id
          ? await tx.update(i18nEntries).set(values).where(eq(i18nEntries.id, parameter.id)).returning()
          : await tx.insert(i18nEntries).values(values).returning();
        if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
        const version = await changed(tx);
        request.log.info({ event: 'i18n.saved', by: caller.userId, key: row.key, version }, 'text saved');
        return { ...rowOut(row), version };
      }),
  });

  // A deleted shipped text comes back with the release's wording at the next sync or start.
  app.portal.endpoint({
    name: 'deleteI18n',
    access: 'admin',
    parameter: deleteI18nParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter }) =>
      db.transaction(async (tx) => {
        const gone = await tx.delete(i18nEntries).where(inArray(i18nEntries.id, parameter.ids)).returning({ id: i18nEntries.id });
        if (gone.length !== new Set(parameter.ids).size) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
        return { deleted: gone.length, version: await changed(tx) };
      }),
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
      const version = await db.transaction(async (tx) => {
        await upsertEntries(tx, good);
        return changed(tx);
      });
      return { imported: good.length, version };
    },
  });

  // Adds the keys the release ships that the table lacks and refreshes the unedited ones.
  app.portal.endpoint({
    name: 'sendSyncI18ns',
    access: 'admin',
    parameter: emptyParameter,
    handler: async () =>
      db.transaction(async (tx) => {
        const { changed: n } = await seedBuiltInTexts(tx);
        if (n) await changes.publish(tx, 'i18n');
        return { changed: n, version: await currentVersion(tx, 'i18n') };
      }),
  });

  registerExport(
    { app, ...deps },
    {
      name: 'exportI18n',
      access: 'admin',
      parseParams: (params) => {
        const parsed = listI18nParameter.omit({ page: true, pageSize: true }).safeParse(params ?? {});
        if (!parsed.success) throw new PortalError(Code.BAD_PARAMETER, 'invalidParameter', { field: 'params' });
        return parsed.data;
      },
      count: async (db, _caller, query) => {
        const where = and(filterWhere(query.params), query.ids ? inArray(i18nEntries.key, query.ids) : undefined);
        return (await db.select({ n: count() }).from(i18nEntries).where(where))[0]?.n ?? 0;
      },
      rows: async (db, _caller, query, page) => {
        const where = and(
          filterWhere(query.params),
          query.ids ? inArray(i18nEntries.key, query.ids) : undefined,
          page.afterKey === null ? undefined : gt(i18nEntries.key, String(page.afterKey)),
        );
        const rows = await db.select().from(i18nEntries).where(where).orderBy(asc(i18nEntries.key)).limit(page.limit);
        return rows.map((r) => ({ ...rowOut(r), updateTime: r.updateTime }));
      },
      key: (row) => row.key as string,
    },
  );
}
