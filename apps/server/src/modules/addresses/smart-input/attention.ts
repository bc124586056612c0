import { isNameLike } from './name-shape.ts';
import type { Label, Span } from './types.ts';

/**
 * "Penta Microsystems Sdn Bhd (Attn: Mr. Lee)", "To: Klinik Senyum (U/P Dr. Aisyah)": a firm (or a person) with the
 * one to ask for in brackets after it, on one line. The parcel is for the firm, so the whole line is the name, and a
 * label right before it ("To:") goes with it.
 */
const IN_BRACKETS =
  /(?<=^|[\n|,;:])[ \t]*([^\n|,;:()]+?)[ \t]*\((?:attn|attention|u\/p|up|pic|c\/o)\.?[ \t]*(?::|-)?[ \t]*([^\n()]+?)[ \t]*\)/giu;

export function nameWithAttention(t: string, labels: readonly Label[]): (Span & { text: string }) | undefined {
  for (const m of t.matchAll(IN_BRACKETS)) {
    const head = m[1]!.trim();
    if (!isNameLike(head) || !isNameLike(m[2]!.trim())) continue;
    let start = m.index + m[0].indexOf(head);
    const end = m.index + m[0].length;
    const text = t.slice(start, end).replace(/\s+/g, ' ');
    const before = labels.find((l) => (l.kind === 'name' || l.kind === 'lead') && l.end <= start && /^[ \t]*$/.test(t.slice(l.end, start)));
    if (before) start = before.start;
    return { start, end, text };
  }
  return undefined;
}
