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

/**
 * Bidirectional controls (embeddings, overrides, isolates, the marks): invisible, yet they reorder
 * what follows, so "invoice\u202Egnp.exe.png" reads as "invoice" + "gnp.exe" backwards. Nothing a
 * shipper types needs them (Arabic and Hebrew read right without), so they are dropped wherever
 * text comes in: every parameter and uploaded file name on the server, every shared string schema.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
export const dropBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, '');
export const hasBidiControl = (value: string): boolean => value.replace(BIDI_CONTROLS, '') !== value;

/**
 * Drops bidi controls from every string of a parsed parameter, keys too, in place (and answers it:
 * a bare string is answered cleaned). Walked without recursion so a deep body cannot exhaust the stack.
 */
export function dropBidiControlsIn(value: unknown): unknown {
  if (typeof value === 'string') return dropBidiControls(value);
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    for (const key of Object.keys(node)) {
      const inner = (node as Record<string, unknown>)[key];
      const clean = typeof inner === 'string' ? dropBidiControls(inner) : inner;
      const cleanKey = dropBidiControls(key);
      if (cleanKey !== key) delete (node as Record<string, unknown>)[key];
      // defineProperty, not assignment: a key that becomes "__proto__" stays a plain key.
      if (cleanKey !== key || clean !== inner)
        Object.defineProperty(node, cleanKey, { value: clean, writable: true, enumerable: true, configurable: true });
      if (clean && typeof clean === 'object') stack.push(clean);
    }
  }
  return value;
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * The string every parameter and form field starts from: a single line, no control characters
 * (`controlCharacter`, naming the field), bidi controls dropped. Chain the field's own rules after it.
 */
export const singleLine = (params?: StringParams) =>
  z
    .string(params)
    .overwrite(dropBidiControls)
    .refine((v) => !hasControlCharacter(v), { error: 'controlCharacter' });

/** As `singleLine`, but tab and line breaks are kept (remarks, addresses, smart-paste input). */
export const multiline = (params?: StringParams) =>
  z
    .string(params)
    .overwrite(dropBidiControls)
    .refine((v) => !hasControlCharacter(v, true), { error: 'controlCharacter' });
