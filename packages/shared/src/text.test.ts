import { describe, expect, it } from 'vitest';
import { dropBidiControls, dropBidiControlsIn, hasBidiControl, multiline, singleLine } from './text.ts';

const EVERY_BIDI_CONTROL = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';

describe('bidi controls', () => {
  it('are dropped, every one of them, and nothing else: Arabic, Chinese and emoji stay', () => {
    expect(dropBidiControls('invoice\u202Egnp.exe.png')).toBe('invoicegnp.exe.png');
    expect(dropBidiControls(`a${EVERY_BIDI_CONTROL}b`)).toBe('ab');
    expect(hasBidiControl(`x${EVERY_BIDI_CONTROL.at(-1)}`)).toBe(true);
    for (const kept of ['مرحبا', '陈氏贸易', 'Jalan 1/2 — 📦', 'zero\u200Bwidth', 'join\u200Dme'])
      expect(dropBidiControls(kept)).toBe(kept);
  });

  it('are dropped from every string and key of a parameter, however deep, and a key cannot become __proto__', () => {
    const parameter = JSON.parse(
      JSON.stringify({ name: 'A\u202Eb', rows: [{ remark: 'c\u2066d' }, 'e\u200Ff', 7], 'k\u202Dey': 'v', '__pro\u202Eto__': { x: 1 } }),
    );
    const clean = dropBidiControlsIn(parameter) as Record<string, unknown>;
    expect(clean).toBe(parameter);
    expect(JSON.stringify(clean)).toBe(
      JSON.stringify({ name: 'Ab', rows: [{ remark: 'cd' }, 'ef', 7], key: 'v', ['__proto__']: { x: 1 } }),
    );
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(dropBidiControlsIn('\u202Ex')).toBe('x');
    let deep: unknown = 'z\u202E';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => dropBidiControlsIn(deep)).not.toThrow();
  });

  it('are dropped by the shared string rules every form and parameter starts from', () => {
    expect(singleLine().trim().parse(' invoice\u202Egnp.exe.png ')).toBe('invoicegnp.exe.png');
    expect(multiline().parse('Lot 3,\n\u2067Jalan 1\u2069')).toBe('Lot 3,\nJalan 1');
  });
});
