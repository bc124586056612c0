import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5.ts';

const reference = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describe('md5', () => {
  it('gives the RFC 1321 test suite values', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
  });

  it('hashes the UTF-8 bytes of any text, at every padding boundary, as Node does', () => {
    const texts = ['列表.xlsx', '😀 Bahasa Melayu', 'Ω≈ç√∫'];
    for (let n = 50; n <= 130; n++) texts.push('x'.repeat(n), '表'.repeat(n % 40));
    for (const text of texts) expect(md5(text), JSON.stringify(text)).toBe(reference(text));
  });
});
