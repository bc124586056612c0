import { Alert, Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { MAX_IDS, useEveryTable } from './api/table-lists.ts';
import { exportTables } from './api/table-transfer.ts';
import { jsonFileName } from './import-file.ts';
import { saveJsonFile } from './save-file.ts';

interface ExportTablesDialogProps {
  open: boolean;
  /** The rows ticked in the list: the dialog starts with them chosen. */
  selectedIds?: number[];
  onClose: () => void;
  afterClose: () => void;
}

/**
 * Export (exportTableList): all configurations or the chosen ones, saved as the JSON file the
 * import reads.
 */
export function ExportTablesDialog({ open, selectedIds = [], onClose, afterClose }: ExportTablesDialogProps) {
  const { t } = useTranslation('lists', { keyPrefix: 'tableAdmin' });
  const { t: tk } = useTranslation('listKit');
  const { message } = useFeedback();
  const [scope, setScope] = useState<'all' | 'chosen'>(selectedIds.length ? 'chosen' : 'all');
  const [chosen, setChosen] = useState<number[]>(selectedIds);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const tables = useEveryTable(open && scope === 'chosen');

  const run = async () => {
    if (scope === 'chosen' && chosen.length === 0) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const data = await exportTables(scope === 'all' ? undefined : chosen);
      saveJsonFile(data, jsonFileName(data.fileName));
      message.success(t('export.done', { count: data.configs.length }));
      onClose();
    } catch (err) {
      setRefusal(refusalText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('export.title')}
      okText={t('export.ok')}
      cancelText={tk('actions.cancel')}
      onOk={run}
      okButtonProps={{ loading: busy }}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      <Form layout="vertical" className="table-admin-dialog" name="tableExport">
        <Form.Item>
          <Radio.Group
            aria-label={t('export.title')}
            value={scope}
            onChange={(e) => setScope(e.target.value)}
            options={[
              { value: 'all', label: t('export.all') },
              { value: 'chosen', label: t('export.chosen') },
            ]}
          />
        </Form.Item>
        {scope === 'chosen' && (
          <Form.Item
            label={t('export.choose')}
            htmlFor="tableExport_chosen"
            validateStatus={missing ? 'error' : undefined}
            help={missing ? t('export.chooseRequired') : undefined}
          >
            <Select
              id="tableExport_chosen"
              mode="multiple"
              value={chosen}
              onChange={(ids: number[]) => {
                setChosen(ids.slice(0, MAX_IDS));
                setMissing(false);
              }}
              loading={tables.isFetching}
              optionFilterProp="label"
              showSearch
              allowClear
              placeholder={tk('common:placeholder.select')}
              options={(tables.data ?? []).map((r) => ({ value: r.id, label: `${r.tabKey} — ${r.name}` }))}
            />
          </Form.Item>
        )}
        <Typography.Paragraph type="secondary">{t('export.hint')}</Typography.Paragraph>
        {(refusal || tables.isError) && <Alert type="error" showIcon role="alert" title={refusal ?? refusalText(tables.error)} />}
      </Form>
    </Modal>
  );
}
