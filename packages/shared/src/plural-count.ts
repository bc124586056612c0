/**
 * The count that picks a counted message's form (message-plurals.ts), without the texts: the web's `msg` reads
 * it beside its language's message chunk, so /login's first load carries no catalogue.
 */

/** A count as the parameters carry it: a number, or a numeral as the lists write it ("1,000"). */
export function countValue(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/,/g, '')) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * i18next's `count` for a message counted by a placeholder of another name ({{bad}}, {{days}}); i18next picks
 * `key_one` by it. `countParams` is each counted message's placeholder (i18nextCountParams).
 */
export function i18nextCount(
  key: string,
  params: Record<string, unknown> | undefined,
  countParams: Readonly<Record<string, string>>,
): { count: number } | undefined {
  const by = countParams[key];
  const n = by && by !== 'count' ? countValue(params?.[by]) : null;
  return n === null ? undefined : { count: n };
}
