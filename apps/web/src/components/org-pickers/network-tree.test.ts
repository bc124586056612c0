import type { NetworkNode } from '@portal/shared/network';
import { describe, expect, it } from 'vitest';
import { ANY_SITE, isChoosable, nodesById, openedIds, pickerTree, withChildren } from './network-tree.ts';

const node = (id: number, code: string, level: 1 | 2 | 3 | 4, over: Partial<NetworkNode> = {}): NetworkNode => ({
  id,
  code,
  name: code,
  level,
  children: [],
  disabled: false,
  dropOff: level > 1,
  ...over,
});

/** The first load as the server answers it for Demo Trading (1201): Central opened at the Subang Jaya hub. */
const first = (): NetworkNode[] => [
  node(1, 'NORTHERN', 1),
  node(2, 'CENTRAL', 1, { children: [node(1101, 'KUL01', 2), node(1201, 'SBJ01', 2)] }),
];

describe('the network tree', () => {
  it('opens the line the first load came with, and loads the rest when a node is opened', () => {
    const roots = first();
    expect(openedIds(roots)).toEqual([2]);
    const tree = pickerTree(roots, ANY_SITE, new Set(openedIds(roots)));
    expect(tree.map((n) => n.title)).toEqual(['NORTHERN | NORTHERN', 'CENTRAL | CENTRAL']);
    // Northern's children are not there yet: undefined, so opening it loads them.
    expect(tree[0]!.isLeaf).toBe(false);
    expect(tree[0]!.children).toBeUndefined();
    expect(tree[1]!.children!.map((n) => n.value)).toEqual([1101, 1201]);
    const grown = withChildren(roots, 1201, [node(1203, 'SBJ03', 4, { disabled: true, dropOff: false }), node(1204, 'KUL05', 4)]);
    const after = pickerTree(grown, ANY_SITE, new Set([2, 1201]));
    const hub = after[1]!.children![1]!;
    expect(hub.children!.map((n) => [n.value, n.isLeaf, n.disabled])).toEqual([
      [1203, true, true],
      [1204, true, false],
    ]);
    // A loaded node without children is a leaf.
    expect(pickerTree(withChildren(roots, 1, []), ANY_SITE, new Set([1]))[0]).toMatchObject({ isLeaf: true, children: [] });
    expect([...nodesById(grown).keys()].sort((a, b) => a - b)).toEqual([1, 2, 1101, 1201, 1203, 1204]);
  });

  it('lets a drop-off picker choose only an open site with a counter at the levels it names; the others only open', () => {
    const rule = { levels: [2, 3, 4] as const, dropOffOnly: true };
    expect(isChoosable(node(2, 'CENTRAL', 1), rule)).toBe(false);
    expect(isChoosable(node(1201, 'SBJ01', 2), rule)).toBe(true);
    expect(isChoosable(node(1105, 'KUL05', 4, { dropOff: false }), rule)).toBe(false);
    expect(isChoosable(node(1203, 'SBJ03', 4, { disabled: true }), rule)).toBe(false);
    expect(isChoosable(node(1105, 'KUL05', 4, { dropOff: false }), ANY_SITE)).toBe(true);
    const tree = pickerTree(first(), rule, new Set([2]));
    expect(tree.map((n) => n.selectable)).toEqual([false, false]);
    expect(tree[1]!.children!.map((n) => n.selectable)).toEqual([true, true]);
  });
});
