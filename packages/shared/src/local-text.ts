import { z } from 'zod';
import { LANGS, type Lang } from './lang.ts';
import { multiline, singleLine } from './text.ts';

/** A text the courier writes in every language, each required (a reader sees their own): banners, promotions. */
export const localText = (max: number, lines = false) =>
  z.object(
    Object.fromEntries(
      LANGS.map((l) => [
        l,
        (lines ? multiline({ error: 'i18nTextRequired' }) : singleLine({ error: 'i18nTextRequired' }))
          .trim()
          .min(1, { error: 'i18nTextRequired' })
          .max(max, { error: 'contentTextTooLong' }),
      ]),
    ) as Record<Lang, z.ZodString>,
    { error: 'i18nTextRequired' },
  );
