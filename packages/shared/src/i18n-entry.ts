import { z } from 'zod';
import { pagingParameter } from './table-config.ts';
import { multiline, singleLine } from './text.ts';

/**
 * A maintained text (spec 7 "Language"): a key (`namespace:path`, as i18next reads it) and its
 * zh, en and ml texts. Every language is required: the portal never shows a key for a missing text.
 */
const I18N_TEXT_MAX = 2000;
const i18nKeySchema = singleLine({ error: 'i18nKeyRule' })
  .trim()
  .regex(/^[a-z][A-Za-z0-9]*:[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, { error: 'i18nKeyRule' })
  .max(200, { error: 'i18nKeyRule' });

const text = multiline({ error: 'i18nTextRequired' })
  .trim()
  .min(1, { error: 'i18nTextRequired' })
  .max(I18N_TEXT_MAX, { error: 'textTooLong' });

export const i18nEntrySchema = z.object({ key: i18nKeySchema, zh: text, en: text, ml: text });
type I18nEntry = z.infer<typeof i18nEntrySchema>;

export const saveI18nParameter = i18nEntrySchema.extend({ id: z.number().int().positive().optional() });
export const deleteI18nParameter = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });
export const listI18nParameter = pagingParameter.extend({
  keyword: singleLine().trim().max(200).optional(),
  namespace: singleLine().trim().max(50).optional(),
});

/** `getI18nJson`: the client names the version it has; an equal version answers without texts. */
export const getI18nJsonParameter = z.object({ version: z.coerce.number().int().min(0).optional() });

/** The pack (spec 3 "Language pack: version, zh, en, ml"): namespace -> flat key -> text. */
export interface I18nPack {
  version: number;
  zh?: Record<string, Record<string, string>>;
  en?: Record<string, Record<string, string>>;
  ml?: Record<string, Record<string, string>>;
}

/** A maintained text as `listI18n` answers it. */
export interface I18nRow extends I18nEntry {
  id: number;
  /** Shipped with the release (a sync restores it) rather than added by the administrator. */
  builtIn: boolean;
  updateTime: string;
}
