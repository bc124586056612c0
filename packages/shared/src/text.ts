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
