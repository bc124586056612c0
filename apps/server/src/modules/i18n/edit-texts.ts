import { Code } from '@portal/shared/codes';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { bumpVersion, currentVersion } from '../../lib/config-versions.ts';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import { seedBuiltInTexts } from './built-in-texts.ts';
import type { I18nDeps } from './module.ts';
import { deleteEntries, type EntryRow, type EntryTexts, entryIdOf, upsertEntries, writeEntry } from './repository.ts';

/**
 * The administrator's changes of the interface texts (issue 3): each moves the pack's version on and
 * publishes it in its transaction, so every portal picks the new words up on its next load.
 */

type TextDeps = Pick<I18nDeps, 'db' | 'changes' | 'texts'>;

const changed = async ({ changes }: TextDeps, tx: DbOrTx) => {
  const version = await bumpVersion(tx, 'i18n');
  await changes.publish(tx, 'i18n');
  return version;
};

/** A transaction that changes texts; once it committed, this process's server messages read the new words. */
async function writeTexts<T>(deps: TextDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(work);
  await deps.texts.refresh();
  return result;
}

/** A new text, or text `id` rewritten; a key another entry holds is refused. */
export async function saveText(
  deps: TextDeps,
  entry: EntryTexts & { id?: number | undefined },
): Promise<{ row: EntryRow; version: number }> {
  const exists = () => new PortalError(Code.CONFLICT, 'i18nKeyExists');
  try {
    return await writeTexts(deps, async (tx) => {
      const holder = await entryIdOf(tx, entry.key);
      if (holder !== undefined && holder !== entry.id) throw exists();
      const { key, zh, en, ml } = entry;
      const row = await writeEntry(tx, { key, zh, en, ml }, entry.id);
      if (row === 'taken') throw exists();
      if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return { row, version: await changed(deps, tx) };
    });
  } catch (error) {
    // A rename onto a key another administrator added a moment ago: the index refused it.
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/** Deletes texts by id, all or none: an id that is not there refuses the lot. */
export function deleteTexts(deps: TextDeps, ids: number[]): Promise<{ deleted: number; version: number }> {
  return writeTexts(deps, async (tx) => {
    const deleted = await deleteEntries(tx, ids);
    if (deleted !== new Set(ids).size) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
    return { deleted, version: await changed(deps, tx) };
  });
}

/** Saves imported texts by key in one go; answers the pack's new version. */
export function importTexts(deps: TextDeps, entries: EntryTexts[]): Promise<number> {
  return writeTexts(deps, async (tx) => {
    await upsertEntries(tx, entries);
    return changed(deps, tx);
  });
}

/** Adds the keys the release ships that the table lacks and refreshes the unedited ones; the version moves only on a change. */
export function syncBuiltInTexts(deps: TextDeps): Promise<{ changed: number; version: number }> {
  return writeTexts(deps, async (tx) => {
    const { changed: n } = await seedBuiltInTexts(tx);
    if (n) await deps.changes.publish(tx, 'i18n');
    return { changed: n, version: await currentVersion(tx, 'i18n') };
  });
}
