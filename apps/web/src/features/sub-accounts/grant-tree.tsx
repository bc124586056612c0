import { Alert, Skeleton, Tree } from 'antd';
import type { Key } from 'react';
import { refusalText } from '@/lib/form-rules.ts';
import { useGrantableFuncs } from './api/grantable-funcs.ts';

interface GrantTreeProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  /** The label's id: the tree is named by the form item's label. */
  labelledBy?: string;
}

/**
 * The pages a sub-account may open, as the main account's menu: ticking a group grants all its
 * pages. The value is page ids only; groups follow from them on the server.
 */
export function GrantTree({ value = [], onChange, disabled, labelledBy }: GrantTreeProps) {
  const groups = useGrantableFuncs();
  if (groups.isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (groups.isError) return <Alert type="error" showIcon title={refusalText(groups.error)} />;
  const pageIds = new Set(groups.data.flatMap((g) => g.children.map((c) => c.id)));
  const treeData = groups.data.map((g) => ({
    key: g.id,
    title: g.name,
    children: g.children.map((c) => ({ key: c.id, title: c.name })),
  }));
  return (
    <fieldset aria-labelledby={labelledBy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={treeData}
        checkedKeys={value.filter((id) => pageIds.has(id))}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked) as Key[];
          onChange?.(keys.map(Number).filter((id) => pageIds.has(id)));
        }}
      />
    </fieldset>
  );
}
