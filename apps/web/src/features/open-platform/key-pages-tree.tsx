import { Tree } from 'antd';
import type { Key } from 'react';
import { useMemo } from 'react';
import { buildMenuTree } from '@/lib/menu-tree.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';

interface KeyPagesTreeProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** The label's id: the tree is named by the form item's label. */
  labelledBy?: string;
}

/** A page's key (FUNCPATH) from its menu path `/{group}/{page}`. */
const pageKeyOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The pages a key acts with, from this account's own menu: a key never holds a page its maker lacks
 * (the server refuses it too). Ticking a group picks all its pages; the value is page keys only.
 */
export function KeyPagesTree({ value = [], onChange, labelledBy }: KeyPagesTreeProps) {
  const { funcs } = useUserInfo();
  const groups = useMemo(() => buildMenuTree(funcs), [funcs]);
  const pageKeys = useMemo(() => new Set(groups.flatMap((g) => g.pages.map((p) => pageKeyOf(p.path)))), [groups]);
  const treeData = groups.map((g) => ({
    key: `group:${g.key}`,
    title: g.title,
    children: g.pages.map((p) => ({ key: pageKeyOf(p.path), title: p.title })),
  }));
  return (
    <fieldset aria-labelledby={labelledBy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Tree
        checkable
        selectable={false}
        treeData={treeData}
        checkedKeys={value}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked) as Key[];
          onChange?.(keys.map(String).filter((k) => pageKeys.has(k)));
        }}
      />
    </fieldset>
  );
}
