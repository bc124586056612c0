import { z } from 'zod';

/**
 * Spec 9 "select multiple limit 99": a select that takes several values takes at most this many,
 * in every form of the portal (the web's `Select` and the pickers set it as `maxCount`) and in every
 * parameter that carries such a choice (`multipleChoice`), so a list sent by hand is refused alike.
 */
export const SELECT_MULTIPLE_MAX = 99;

/** A multiple select's values: at most SELECT_MULTIPLE_MAX, refused with `tooManyChosen` ({{max}}). */
export const multipleChoice = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: 'invalidParameter' }).max(SELECT_MULTIPLE_MAX, { error: 'tooManyChosen' });
