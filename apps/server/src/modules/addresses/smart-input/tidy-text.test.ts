import { describe, expect, it } from 'vitest';
import { tidyText } from './tidy-text.ts';

describe('tidyText', () => {
  it('turns full-width forms plain and an emoji into a line break', () => {
    expect(tidyText('Nama：Ali，０１２')).toBe('Nama:Ali,012');
    expect(tidyText('Send to office pls 🙏 Gemilang Sdn Bhd')).toBe('Send to office pls \n Gemilang Sdn Bhd');
  });

  // Later stages keep spans into the tidied text, so what is blanked must keep its length and its line breaks.
  it.each([
    ['an order line to the end of its field', 'Order ID: 2311ABC | Ali', '                  | Ali'],
    ['a WhatsApp export prefix', '[12/3/25, 9:41 PM] Kak Ros: Ali', '                            Ali'],
    ['a timestamp and an e-mail', '11/03/2025 21:14:55 ali@mail.com\nAli', '                                \nAli'],
    ['a Chinese courtesy', '谢谢老板\n陈小明', '    \n陈小明'],
  ])('blanks %s', (_what, text, tidied) => {
    expect(tidyText(text)).toBe(tidied);
  });

  it('keeps street numbers that look like dates ("Jalan 4/2", "B-12-3")', () => {
    expect(tidyText('No 3 Jalan 4/2, B-12-3')).toBe('No 3 Jalan 4/2, B-12-3');
  });
});
