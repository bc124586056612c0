import msMY from 'antd/es/locale/ms_MY';
import { describe, expect, it } from 'vitest';
import { completeMalay } from './antd-locale.ts';

describe("antd's Malay pack", () => {
  it('labels every part of the pager, the go-to-page box too', () => {
    expect(msMY.Pagination?.page).toBe('');
    const pager = completeMalay(msMY).Pagination!;
    for (const [key, text] of Object.entries(pager)) expect(String(text).trim(), key).not.toBe('');
    expect(pager.page).toBe('Halaman');
    expect(pager.jump_to).toBe('Lompat ke');
  });
});
