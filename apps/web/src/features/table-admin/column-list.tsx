import { DeleteOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '@/components/sortable-list.tsx';
import type { ColumnDraft } from './editor-model.ts';

interface ColumnListProps {
  columns: readonly ColumnDraft[];
  /** A column's name as the list shows it (its header translated, or its field). */
  nameOf: (column: ColumnDraft) => string;
  selectedKey: string | null;
  /** Columns with fields to correct (from the last save attempt). */
  problemKeys: ReadonlySet<string>;
  onSelect: (key: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
}

/**
 * The configuration's columns in their order: dragged, or moved with each row's up and down
 * buttons; each row opens its column in the form beside it, or removes it (the last one stays).
 */
export function ColumnList({ columns, nameOf, selectedKey, problemKeys, onSelect, onMove, onRemove }: ColumnListProps) {
  const { t } = useTranslation('lists', { keyPrefix: 'tableAdmin.columns' });
  const { t: tk } = useTranslation('listKit');
  const items = columns.map((c) => ({ key: c.key, label: nameOf(c) }));

  // A click anywhere on a row opens it too (the row's own edit button is the keyboard's way).
  const selectByClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, a, input, .ant-popover')) return;
    const row = target.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : -1;
    const column = columns[index];
    if (column) onSelect(column.key);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; every row has its own edit button
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same, from the keyboard, is the row's edit button
    <div className="table-admin-columns__list" onClick={selectByClick}>
      <SortableList
        items={items}
        onMove={onMove}
        texts={{
          moveUp: (column) => t('moveUp', { column }),
          moveDown: (column) => t('moveDown', { column }),
          moved: (column, position) => t('moved', { column, position }),
        }}
        trailing={(item) => {
          const current = item.key === selectedKey;
          return (
            <>
              {problemKeys.has(item.key) && (
                <WarningOutlined
                  className="table-admin-columns__problem"
                  role="img"
                  aria-label={t('hasProblems', { column: item.label })}
                  title={t('hasProblems', { column: item.label })}
                />
              )}
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('edit', { column: item.label })}
                aria-current={current ? 'true' : undefined}
                className={current ? 'table-admin-columns__open table-admin-columns__open--current' : 'table-admin-columns__open'}
                onClick={() => onSelect(item.key)}
              />
              <Popconfirm
                title={t('removeConfirm', { column: item.label })}
                okText={tk('actions.delete')}
                okButtonProps={{ danger: true }}
                cancelText={tk('actions.cancel')}
                onConfirm={() => onRemove(item.key)}
                disabled={columns.length === 1}
              >
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('remove', { column: item.label })}
                  disabled={columns.length === 1}
                />
              </Popconfirm>
            </>
          );
        }}
      />
    </div>
  );
}
