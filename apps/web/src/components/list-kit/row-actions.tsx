import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { splitActions } from './row-action-layout.ts';

/** One action of one row, ready to show. */
export interface RowActionItem {
  key: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
  /** A save under way: the button spins and takes no second press. */
  loading?: boolean;
  /** Where the focus comes back to (`data-inline-focus`) once a row's editing ends. */
  focusId?: string;
}

/** A row's actions as icon buttons named by their label; past three, a 'more' menu (spec 2). */
export function RowActions({ actions }: { actions: readonly RowActionItem[] }) {
  const { t } = useTranslation('listKit');
  const { inline, more } = splitActions(actions);
  return (
    <div className="list-kit-actions">
      {inline.map((action) => (
        <Tooltip key={action.key} title={action.label}>
          <Button
            type="text"
            size="small"
            icon={action.icon}
            danger={action.danger}
            loading={action.loading}
            aria-label={action.label}
            data-inline-focus={action.focusId}
            onClick={action.onClick}
          />
        </Tooltip>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map(({ key, label, icon, danger }) => ({ key, label, icon, danger })),
            onClick: ({ key }) => more.find((a) => a.key === key)?.onClick(),
          }}
        >
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('actions.more')} />
        </Dropdown>
      )}
    </div>
  );
}
