import type { MenuEntry } from '@portal/shared/menu';
import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './menu-tree.ts';

const entry = (FUNCID: number, FUNCPATH: string, PARENTID = 0): MenuEntry => ({
  FUNCID,
  FUNCNAME: FUNCPATH,
  FUNCPATH,
  FUNCURL: FUNCPATH,
  FUNCREDIRECT: '',
  PARENTID,
  SORTNUMBER: FUNCID,
  STATE: 1,
});
const finance = entry(5, 'finance');
const paths = (funcs: MenuEntry[]) => buildMenuTree(funcs).flatMap((g) => g.pages.map((p) => p.path));

describe('the menu', () => {
  it('shows no two entries that open the same page: a duplicate only to an account without its original', () => {
    expect(paths([finance, entry(502, 'CODbill', 5), entry(507, 'codInvoiceNew', 5)])).toEqual(['/finance/CODbill']);
    // Granted only the duplicate, the account still finds the page.
    expect(paths([finance, entry(507, 'codInvoiceNew', 5)])).toEqual(['/finance/codInvoiceNew']);
    const files = entry(7, 'workOrder');
    expect(paths([files, entry(704, 'updatingFiles', 7), entry(705, 'accessoryLibrary', 7)])).toEqual(['/workOrder/accessoryLibrary']);
  });
});
