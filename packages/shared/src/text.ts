import { z } from 'zod';

/**
 * Spec 5: "Length counts treat each non-Latin character as 2 characters."
 * Anything outside Latin-1 (Chinese, Tamil, emoji...) counts twice, as the portal always has.
 */
export function textLength(value: string): number {
  let n = 0;
  for (const ch of value) n += ch.codePointAt(0)! > 0xff ? 2 : 1;
  return n;
}

export const hasChinese = (value: string): boolean => /[\u3400-\u9fff\uf900-\ufaff]/.test(value);

/**
 * Control characters (C0, DEL, C1) have no place in a shipper's text: PostgreSQL refuses NUL, and
 * the others print as nothing on a label. Tab, line feed and carriage return are allowed only in
 * text that may span lines (a remark, an address, a pasted block); surrounding whitespace is not
 * counted since the schemas trim it.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
export const hasControlCharacter = (value: string, multiline = false): boolean =>
  (multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(multiline ? value : value.trim());

type StringParams = Parameters<typeof z.string>[0];

/**
 * The string every parameter and form field starts from: a single line, no control characters
 * (`controlCharacter`, naming the field). Chain the field's own rules after it.
 */
export const singleLine = (params?: StringParams) => z.string(params).refine((v) => !hasControlCharacter(v), { error: 'controlCharacter' });

/** As `singleLine`, but tab and line breaks are kept (remarks, addresses, smart-paste input). */
export const multiline = (params?: StringParams) =>
  z.string(params).refine((v) => !hasControlCharacter(v, true), { error: 'controlCharacter' });
