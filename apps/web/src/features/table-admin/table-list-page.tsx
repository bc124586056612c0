import { CopyOutlined, DownloadOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import type { RowAction } from '@/components/list-kit/types.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { ExportTablesDialog } from './export-dialog.tsx';
import { ImportTablesDialog } from './import-dialog.tsx';
import { editorPath } from './paths.ts';
import './table-admin.css';
import { useFeedback } from '@/components/feedback-kit';
import { syncBuiltInTables } from './api/sync-built-in-tables.ts';
import { deleteTables } from './api/table-entries.ts';
import type { TableListRow } from './api/table-lists.ts';
import { afterTablesChanged, useTablesVersion } from './api/tables-version.ts';

const FILTERS: readonly FilterField[] = [{ kind: 'text', name: 'keyword', label: 'lists:tableAdmin.keyword', maxLength: 100 }];

/**
 * `table` (spec 2 "Administrator menu": table list settings; issue 3): every table configuration
 * on the list kit, drawn by the built-in configuration `tableList`. Editing opens the hidden
 * `tableAdd` page; import, export and restoring the built-in configurations are here.
 */
export default function TableListPage() {
  const { t } = useTranslation('lists', { keyPrefix: 'tableAdmin' });
  const { t: tk } = useTranslation('listKit');
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [dialog, setDialog] = useState<{ kind: 'import' | 'export'; open: boolean; ids?: number[] } | null>(null);
  const version = useTablesVersion();

  const confirmSync = () =>
    modal.confirm({
      title: t('sync.title'),
      content: t('sync.content'),
      okText: t('sync.ok'),
      cancelText: tk('actions.cancel'),
      onOk: async () => {
        try {
          const { restored } = await syncBuiltInTables();
          message.success(t('sync.done', { count: restored }));
          await afterTablesChanged();
        } catch (err) {
          message.error(refusalText(err, 'resetFailed'));
        }
      },
    });

  const rowActions: RowAction<TableListRow>[] = [
    {
      key: 'edit',
      label: tk('actions.edit'),
      icon: <EditOutlined />,
      onClick: (row) => navigate(editorPath(pathname, { tabKey: row.tabKey })),
    },
    { key: 'copy', label: t('copy'), icon: <CopyOutlined />, onClick: (row) => navigate(editorPath(pathname, { copy: row.tabKey })) },
  ];

  const closeDialog = () => setDialog((d) => (d ? { ...d, open: false } : d));

  return (
    <>
      <ListPage<TableListRow>
        tabKey="tableList"
        title={t('title')}
        filters={FILTERS}
        onAdd={() => navigate(editorPath(pathname))}
        onImport={() => setDialog({ kind: 'import', open: true })}
        // Built-in configurations are kept (the server refuses them with its reason, shown by the kit).
        onDelete={(rows) => deleteTables(rows.map((r) => r.id)).then(afterTablesChanged)}
        rowVisible={{ delete: (row) => !row.builtIn }}
        rowActions={rowActions}
        toolbarExtra={(selected) => (
          <>
            <Button icon={<DownloadOutlined />} onClick={() => setDialog({ kind: 'export', open: true, ids: selected.map((r) => r.id) })}>
              {t('export.button')}
            </Button>
            <Button icon={<HistoryOutlined />} onClick={confirmSync}>
              {t('sync.button')}
            </Button>
            {version.data && (
              <Tag className="table-admin-version" variant="outlined">
                {t('version', { version: version.data.version })}
              </Tag>
            )}
          </>
        )}
      />
      {dialog?.kind === 'import' && <ImportTablesDialog open={dialog.open} onClose={closeDialog} afterClose={() => setDialog(null)} />}
      {dialog?.kind === 'export' && (
        <ExportTablesDialog open={dialog.open} selectedIds={dialog.ids} onClose={closeDialog} afterClose={() => setDialog(null)} />
      )}
    </>
  );
}
