import { InboxOutlined } from '@ant-design/icons';
import { Alert, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { importTables, type PortableTable } from './api/table-transfer.ts';
import { afterTablesChanged } from './api/tables-version.ts';
import { type ImportFileCheck, MAX_IMPORT_BYTES, readImportFile } from './import-file.ts';

interface ImportTablesDialogProps {
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/** How many keys the summary names before it stops. */
const KEYS_SHOWN = 8;

/**
 * Import (importTableList): the JSON file an export produced, read and checked here with the
 * shared rules first, then sent whole; the server adds or replaces by key, all or nothing.
 */
export function ImportTablesDialog({ open, onClose, afterClose }: ImportTablesDialogProps) {
  const { t } = useTranslation('lists', { keyPrefix: 'tableAdmin' });
  const { t: tk } = useTranslation('listKit');
  const { message } = useFeedback();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [configs, setConfigs] = useState<PortableTable[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const describe = (check: Exclude<ImportFileCheck, { ok: true }>): string => {
    switch (check.reason) {
      case 'invalid':
        return t('import.invalid', { position: check.position, tabKey: check.tabKey || '-', path: check.path || '-' });
      case 'duplicate':
        return t('import.duplicate', { tabKey: check.tabKey });
      default:
        return t(`import.${check.reason}`);
    }
  };

  const read = async (chosen: File) => {
    setConfigs(null);
    setProblem(null);
    if (chosen.size > MAX_IMPORT_BYTES) {
      setProblem(msg('uploadTooLarge'));
      return;
    }
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setProblem(msg('fileFormatError'));
      return;
    }
    const check = readImportFile(text);
    if (check.ok) setConfigs(check.configs);
    else setProblem(describe(check));
  };

  const run = async () => {
    if (!configs) return;
    setBusy(true);
    try {
      const { added, updated } = await importTables(configs);
      message.success(t('import.done', { added, updated }));
      await afterTablesChanged();
      onClose();
    } catch (err) {
      setProblem(refusalText(err));
    } finally {
      setBusy(false);
    }
  };

  const keys = configs?.map((c) => c.tabKey) ?? [];
  const keysText = keys.length > KEYS_SHOWN ? `${keys.slice(0, KEYS_SHOWN).join(', ')}, …` : keys.join(', ');

  return (
    <Modal
      open={open}
      title={t('import.title')}
      okText={t('import.ok')}
      cancelText={tk('actions.cancel')}
      onOk={run}
      okButtonProps={{ loading: busy, disabled: !configs }}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      <div className="table-admin-dialog">
        <Upload.Dragger
          accept=".json,application/json"
          maxCount={1}
          fileList={file ? [file] : []}
          beforeUpload={(chosen) => {
            setFile({ uid: chosen.uid, name: chosen.name, status: 'done' });
            void read(chosen);
            // Read here, never uploaded as it is.
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setConfigs(null);
            setProblem(null);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{t('import.drop')}</p>
        </Upload.Dragger>
        <Typography.Paragraph type="secondary">{t('import.hint')}</Typography.Paragraph>
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        {configs && !problem && <Alert type="info" showIcon title={t('import.ready', { count: configs.length, keys: keysText })} />}
      </div>
    </Modal>
  );
}
