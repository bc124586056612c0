import { LANGS } from '@portal/shared/lang';
import { messages } from '@portal/shared/messages';
import { flattenTexts, loadUiTexts, UI_NAMESPACES } from '@portal/shared/ui-texts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { i18nEntries } from '../../db/schema/index.ts';
import { bumpVersion } from '../../lib/config-versions.ts';

interface TextRow {
  key: string;
  zh: string;
  en: string;
  ml: string;
}

/** Every text the release ships: the interface namespaces and the server's messages (`msg:`). */
async function builtInTexts(): Promise<TextRow[]> {
  const [zh, en, ml] = await Promise.all(LANGS.map((lang) => loadUiTexts(lang)));
  const rows: TextRow[] = [];
  for (const ns of UI_NAMESPACES) {
    const enTexts = new Map(flattenTexts(en![ns]));
    const zhTexts = new Map(flattenTexts(zh![ns]));
    const mlTexts = new Map(flattenTexts(ml![ns]));
    for (const [path, text] of enTexts)
      rows.push({ key: `${ns}:${path}`, en: text, zh: zhTexts.get(path) ?? text, ml: mlTexts.get(path) ?? text });
  }
  for (const [key, texts] of Object.entries(messages)) rows.push({ key: `msg:${key}`, ...texts });
  return rows;
}

/**
 * Brings the shipped texts into the table: new keys are added, and a text the administrator has
 * not edited (still `built_in`) follows the release; edited ones are kept. Moves the pack's version
 * on when anything changed, so every portal fetches it again.
 */
export async function seedBuiltInTexts(db: DbOrTx): Promise<{ changed: number }> {
  const rows = await builtInTexts();
  let changed = 0;
  // Chunks keep each statement well under the parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const done = await db
      .insert(i18nEntries)
      .values(chunk.map((r) => ({ ...r, builtIn: true })))
      .onConflictDoUpdate({
        target: i18nEntries.key,
        set: { zh: sql`excluded.zh`, en: sql`excluded.en`, ml: sql`excluded.ml`, updateTime: new Date() },
        setWhere: and(
          eq(i18nEntries.builtIn, true),
          sql`(${i18nEntries.zh}, ${i18nEntries.en}, ${i18nEntries.ml}) is distinct from (excluded.zh, excluded.en, excluded.ml)`,
        ),
      })
      .returning({ id: i18nEntries.id });
    changed += done.length;
  }
  if (changed) await bumpVersion(db, 'i18n');
  return { changed };
}
