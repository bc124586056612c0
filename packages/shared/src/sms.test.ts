// SMS parts as the network counts (and charges) them: GSM 03.38 septets, else UCS-2 in UTF-16 code units.
import { describe, expect, it } from 'vitest';
import { SMS_LIMITS, smsParts, templateParts } from './sms.ts';

const a = (n: number) => 'a'.repeat(n);
const zh = (n: number) => '中'.repeat(n);

describe('smsParts', () => {
  it('sends plain Latin text as GSM-7: 160 in one part, then 153 a part', () => {
    expect(smsParts('')).toEqual({ encoding: 'GSM-7', units: 0, parts: 1 });
    expect(smsParts(a(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsParts(a(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsParts(a(306)).parts).toBe(2);
    expect(smsParts(a(307)).parts).toBe(3);
    expect(smsParts(a(459)).parts).toBe(3);
    expect(smsParts(a(460)).parts).toBe(4);
  });

  it('keeps the whole basic set in GSM-7, one septet each: accents, Greek capitals, £ ¥ § ¿ and line breaks', () => {
    expect(smsParts('Déjà vu: £5, ¥6, §7 ¿ΔΩ?\r\nÆøÅ')).toMatchObject({ encoding: 'GSM-7', units: 29 });
  });

  it('counts each extension-table character (€ [ ] { } ^ ~ | \\ and form feed) as two septets', () => {
    expect(smsParts('€')).toEqual({ encoding: 'GSM-7', units: 2, parts: 1 });
    expect(smsParts('[1]')).toMatchObject({ encoding: 'GSM-7', units: 5 });
    expect(smsParts('{^~|\\}')).toMatchObject({ encoding: 'GSM-7', units: 12 });
    expect(smsParts('page\fbreak')).toMatchObject({ encoding: 'GSM-7', units: 11 });
    expect(smsParts('€'.repeat(80))).toMatchObject({ units: 160, parts: 1 });
    expect(smsParts(`${'€'.repeat(80)}a`)).toMatchObject({ units: 161, parts: 2 });
  });

  it('never splits an escape from its code: a part ending one septet short starts the next with the € whole', () => {
    // 306 septets would fill two parts of 153 exactly, but the € cannot sit across the cut.
    expect(smsParts(`${a(152)}€${a(152)}`)).toMatchObject({ encoding: 'GSM-7', units: 306, parts: 3 });
    expect(smsParts(`${a(151)}€${a(153)}`)).toMatchObject({ units: 306, parts: 2 });
  });

  it('sends Chinese as UCS-2: 70 in one part, then 67 a part', () => {
    expect(smsParts(zh(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsParts(zh(71))).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 });
    expect(smsParts(zh(134)).parts).toBe(2);
    expect(smsParts(zh(135)).parts).toBe(3);
  });

  it('turns the whole text UCS-2 for one character outside GSM 03.38 (á, a backtick), the GSM ones counting one unit', () => {
    expect(smsParts(`${a(69)}á`)).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsParts(`${a(70)}\``)).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 });
    expect(smsParts(`€${zh(1)}`)).toEqual({ encoding: 'UCS-2', units: 2, parts: 1 });
  });

  it('counts an emoji as two UTF-16 units, as the handset sends it', () => {
    expect(smsParts('Hi 😀')).toEqual({ encoding: 'UCS-2', units: 5, parts: 1 });
    expect(smsParts('📦'.repeat(35))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsParts('📦'.repeat(36))).toEqual({ encoding: 'UCS-2', units: 72, parts: 2 });
    expect(smsParts(`${a(69)}😀`)).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 });
  });

  it('never splits an emoji across parts', () => {
    expect(smsParts(`${zh(66)}😀${zh(66)}`)).toMatchObject({ units: 134, parts: 3 });
    expect(smsParts(`${zh(65)}😀${zh(67)}`)).toMatchObject({ units: 134, parts: 2 });
  });
});

describe('templateParts', () => {
  it('counts a template with every variable at its longest', () => {
    // {waybill} is 15 at its longest: 145 + 15 = 160, one part; one more character makes two.
    expect(templateParts(`${a(145)}{waybill}`)).toBe(1);
    expect(templateParts(`${a(146)}{waybill}`)).toBe(2);
    // 99 emoji are 198 units, three parts of 66; a 100th is a fourth part, over the limit.
    expect(templateParts('😀'.repeat(99))).toBe(SMS_LIMITS.partsMax);
    expect(templateParts('😀'.repeat(100))).toBe(SMS_LIMITS.partsMax + 1);
  });
});
