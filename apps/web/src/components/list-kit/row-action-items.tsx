import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { RowActionItem } from './row-actions.tsx';
import type { ListHandle, RowAction } from './types.ts';

type BuiltIn = 'view' | 'edit' | 'delete';

export interface RowActionSources<Row> {
  /** The built-in actions this user may use on this screen (handler given, permission exactly true). */
  allowed: Record<BuiltIn, boolean>;
  /** Per-row visibility of the built-in actions (spec 6). */
  rowVisible?: Partial<Record<BuiltIn, (row: Row) => boolean>>;
  custom: readonly RowAction<Row>[];
  /** Whether a custom action's permission key is exactly true. */
  permits: (key: string) => boolean;
  run: Record<BuiltIn, (row: Row) => void>;
  list: ListHandle;
  t: TFunction<'listKit'>;
}

/** One row's actions, in the order they show: view, edit, the screen's own, delete last. */
export function rowActionItems<Row>(row: Row, s: RowActionSources<Row>): RowActionItem[] {
  const builtIn = (kind: BuiltIn) => s.allowed[kind] && (s.rowVisible?.[kind]?.(row) ?? true);
  const items: RowActionItem[] = [];
  if (builtIn('view')) items.push({ key: 'view', label: s.t('actions.view'), icon: <EyeOutlined />, onClick: () => s.run.view(row) });
  if (builtIn('edit')) items.push({ key: 'edit', label: s.t('actions.edit'), icon: <EditOutlined />, onClick: () => s.run.edit(row) });
  for (const action of s.custom)
    if ((!action.permission || s.permits(action.permission)) && (action.visible?.(row) ?? true))
      items.push({
        key: action.key,
        label: action.label,
        icon: action.icon,
        danger: action.danger,
        onClick: () => action.onClick(row, s.list),
      });
  if (builtIn('delete'))
    items.push({ key: 'delete', label: s.t('actions.delete'), icon: <DeleteOutlined />, danger: true, onClick: () => s.run.delete(row) });
  return items;
}
