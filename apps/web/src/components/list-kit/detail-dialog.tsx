import type { ColumnConfig } from '@portal/shared/table-config';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { GENERIC_DIALOG_WIDTH } from './form-dialog.tsx';
import { LoadFailure } from './load-failure.tsx';
import { renderCell } from './renderers.tsx';
import type { ListDetailOptions } from './types.ts';
import { useLabel } from './use-label.ts';

interface DetailDialogProps<Row> {
  open: boolean;
  row: Row;
  rowKey: string | number;
  tabKey: string;
  /** Every configured column, hidden ones too: the detail is where everything shows. */
  columns: readonly ColumnConfig[];
  options: ListDetailOptions<Row>;
  onClose: () => void;
  afterClose: () => void;
}

/** The detail dialog (spec 2, view): the row, loaded again when the screen says how. */
export function DetailDialog<Row extends object>({
  open,
  row,
  rowKey,
  tabKey,
  columns,
  options,
  onClose,
  afterClose,
}: DetailDialogProps<Row>) {
  const { t } = useTranslation('listKit');
  const label = useLabel();
  const { load } = options;
  const record = useQuery({
    queryKey: ['listKitDetail', tabKey, rowKey],
    queryFn: () => (load ? load(row) : Promise.resolve(row)),
    enabled: open && !!load,
    gcTime: 0,
    staleTime: 0,
  });
  const shown = load ? record.data : row;

  return (
    <Modal
      open={open}
      title={options.title ?? t('form.view')}
      width={options.width ?? GENERIC_DIALOG_WIDTH}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
    >
      {record.isError ? (
        <LoadFailure error={record.error} />
      ) : !shown ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : options.render ? (
        options.render(shown)
      ) : (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={columns.map((column) => ({ key: column.prop, label: label(column.label), children: renderCell(shown, column, label) }))}
        />
      )}
    </Modal>
  );
}
