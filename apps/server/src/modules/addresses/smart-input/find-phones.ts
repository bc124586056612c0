import { scopeAt } from './find-labels.ts';
import type { Label, Phone } from './types.ts';

/** "ext 221", "x12", "samb. 3301": an extension belongs to the number before it. */
const PHONE_EXTENSION = /^[ \t]*(?:ext|x|samb(?:ungan)?)\.?[ \t]*\d{1,5}(?!\d)/i;

/** "(rumah)", "(office)", "(WhatsApp only)" after a number; a name in brackets ("(Pn Som)") is not a note. */
const PHONE_NOTE =
  /^[ \t]*\([ \t]*(?:(?:rumah|home|house|office|pejabat|pej|ofis|kerja|work|kedai|shop|kilang|hp|h\/p|mobile|handphone|whatsapp|wasap|wa|ws|sms|call|anak|suami|isteri|wife|husband|son|daughter|mak|emak|ibu|ayah|abah|bapa|mum|mom|dad|kakak|abang|adik|boss|only|sahaja|je|utama|main|alt|alternate|backup|lain|other|2nd|second)[ \t/.]*)+\)/iu;

const MALAYSIAN_PHONE = [/^01[02-9]\d{7}$/, /^011\d{8}$/, /^03\d{8}$/, /^0[4-79]\d{7}$/, /^08[2-9]\d{6}$/];

/** The number in its domestic form, '+' and digits for another country, or undefined when the digits are no phone. */
function phoneValue(digits: string, plus: boolean, labelled: boolean): { value: string; malaysian: boolean } | undefined {
  let d = digits;
  if (d.startsWith('60')) d = `0${d.slice(2).replace(/^0/, '')}`;
  else if (plus) return d.length >= 8 && d.length <= 15 ? { value: `+${d}`, malaysian: false } : undefined;
  else if (labelled && /^1\d{8,9}$/.test(d)) d = `0${d}`;
  return MALAYSIAN_PHONE.some((re) => re.test(d)) ? { value: d, malaysian: true } : undefined;
}

/**
 * Phone numbers: runs of digit groups joined by a space, hyphen, dot or bracket. From each group the
 * longest run that makes a valid number is taken, so "012-345 6789 55100" stops before the postcode.
 */
export function findPhones(t: string, labels: readonly Label[]): Phone[] {
  const groups = [...t.matchAll(/\d+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, digits: m[0] }));
  const phones: Phone[] = [];
  let i = 0;
  while (i < groups.length) {
    const first = groups[i]!;
    const before = t[first.start - 1] ?? '';
    // "A-12-3", "5-3-2", "2/24", "P11": the digits belong to a unit or street number ("Tel.012…" is a label's dot).
    // "012-773 5562/019-882 1100": a second number after a slash.
    const afterLabel = labels.some((l) => l.end === first.start) || (before === '/' && phones.at(-1)?.end === first.start - 1);
    const glued = !afterLabel && (/[\p{L}\p{N}]/u.test(before) || (/[-/.]/.test(before) && /[\p{L}\p{N}]/u.test(t[first.start - 2] ?? '')));
    let best: { last: number; value: string; malaysian: boolean } | undefined;
    if (!glued) {
      const plus = before === '+' || (before === ' ' && t[first.start - 2] === '+');
      const label = scopeAt(labels, first.start);
      const labelled = label?.kind === 'phone' && /^[\s(]*\+?$/.test(t.slice(label.end, first.start));
      let digits = '';
      for (let j = i; j < groups.length; j++) {
        const g = groups[j]!;
        if (j > i) {
          const gap = t.slice(groups[j - 1]!.end, g.start);
          if (gap.length > 3 || !/^[ \-.()]+$/.test(gap)) break;
          // A number written in groups starts with its prefix, never with a 5-digit postcode.
          if (first.digits.length === 5) break;
        }
        digits += g.digits;
        if (digits.length > 15) break;
        const v = phoneValue(digits, plus, labelled);
        if (v) best = { last: j, ...v };
      }
    }
    if (!best) {
      i++;
      continue;
    }
    let start = first.start;
    while (start > 0 && /[+( ]/.test(t[start - 1] ?? '') && /[+(]/.test(t.slice(start - 2, start))) start--;
    // The extension and a note in brackets go with the number ("03-5510 5133 ext 221", "03-6156 2234 (rumah)").
    let end = groups[best.last]!.end;
    const extension = PHONE_EXTENSION.exec(t.slice(end));
    if (extension) end += extension[0].length;
    const note = PHONE_NOTE.exec(t.slice(end));
    if (note) end += note[0].length;
    phones.push({ start, end, value: best.value, malaysian: best.malaysian });
    i = best.last + 1;
  }
  return phones;
}
