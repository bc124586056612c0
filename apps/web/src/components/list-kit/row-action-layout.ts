/** Spec 9: the action column is 33 px per button; past three actions the rest go into 'more'. */
const ACTION_BUTTON_WIDTH = 33;
const MAX_INLINE_ACTIONS = 3;
/** The cell's own padding (small table), and room for the column's header text in every language. */
const CELL_PADDING = 16;
const MIN_WIDTH = 80;

/** Up to three actions show as buttons; with more, two show and the rest go into the 'more' menu. */
export function splitActions<T>(actions: readonly T[]): { inline: T[]; more: T[] } {
  if (actions.length <= MAX_INLINE_ACTIONS) return { inline: [...actions], more: [] };
  return { inline: actions.slice(0, MAX_INLINE_ACTIONS - 1), more: actions.slice(MAX_INLINE_ACTIONS - 1) };
}

/** The width for the row with the most actions on the page. */
export const actionColumnWidth = (mostActions: number): number =>
  Math.max(MIN_WIDTH, Math.min(mostActions, MAX_INLINE_ACTIONS) * ACTION_BUTTON_WIDTH + CELL_PADDING);
