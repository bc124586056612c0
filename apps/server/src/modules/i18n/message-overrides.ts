import type { Lang } from '@portal/shared/lang';
import { fillPlaceholders, messages, translate } from '@portal/shared/messages';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { i18nEntries } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Translate } from '../../plugins/portal.ts';

type Texts = Record<Lang, string>;

/**
 * The server's messages as the administrator last worded them: a `msg:<key>` entry edited in
 * language maintenance replaces the shipped text in every reply's `desc`. Kept in memory, reloaded
 * when the change feed says the texts changed (in any process); the database stays the truth.
 */
export class MessageTexts {
  private overrides = new Map<string, Texts>();

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    const reload = () => void this.refresh();
    changes.watch({ named: { i18n: reload }, all: reload });
  }

  /** Reads the edited texts before the first request. */
  start(): Promise<void> {
    return this.refresh();
  }

  /**
   * Reads the edited texts again. The change feed's notice reaches this process too, but a reload it starts
   * inside the writing transaction reads the texts as they were; the writing endpoint calls this once its
   * transaction committed, so its own process answers the next request in the new words.
   */
  async refresh(): Promise<void> {
    try {
      const rows = await this.db
        .select({ key: i18nEntries.key, zh: i18nEntries.zh, en: i18nEntries.en, ml: i18nEntries.ml })
        .from(i18nEntries)
        .where(and(like(i18nEntries.key, 'msg:%'), eq(i18nEntries.builtIn, false)));
      this.overrides = new Map(
        rows.filter((r) => r.key.slice(4) in messages).map((r) => [r.key.slice(4), { zh: r.zh, en: r.en, ml: r.ml }]),
      );
    } catch {
      // The shipped texts remain; the next change tries again.
    }
  }

  translate: Translate = (key, lang, params) => {
    const edited = this.overrides.get(key);
    if (!edited) return translate(key, lang, params);
    return fillPlaceholders(edited[lang], params);
  };
}
