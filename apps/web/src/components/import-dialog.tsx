import { InboxOutlined } from '@ant-design/icons';
import type { ImportRowError } from '@portal/shared/excel-import';
import { useMutation } from '@tanstack/react-query';
import { Alert, Modal, Table, Upload } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ApiError } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';

const rowErrors = (err: unknown): ImportRowError[] => {
  const data = err instanceof ApiError ? (err.data as { errors?: ImportRowError[] } | null) : null;
  return Array.isArray(data?.errors) ? data.errors : [];
};

interface ImportDialogProps {
  open: boolean;
  title: string;
  /** What the file must hold: columns, limits. */
  description: ReactNode;
  /** `.xlsx`, `.json`... what the picker offers. */
  accept: string;
  /** Sends the file; resolves when the server has saved it. */
  send: (file: File) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Pick or drop one file and send it. A refused file shows the server's summary ("you imported N
 * in total, of which M do not match the template") and each bad row with its field; nothing is
 * saved then, so the user fixes the file and sends it again.
 */
export function ImportDialog({ open, title, description, accept, send, onDone, onClose }: ImportDialogProps) {
  const { t } = useTranslation('listKit');
  const { message } = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const importing = useMutation({ mutationFn: send });
  const errors = importing.isError ? rowErrors(importing.error) : [];

  const start = () =>
    file &&
    importing.mutate(file, {
      onSuccess: () => {
        message.success(msg('importSuccess'));
        onDone();
        onClose();
      },
    });

  return (
    <Modal
      open={open}
      title={title}
      width={712}
      okText={t('import.start')}
      okButtonProps={{ disabled: !file }}
      confirmLoading={importing.isPending}
      cancelText={t('actions.cancel')}
      onOk={start}
      onCancel={onClose}
      afterClose={() => {
        setFile(null);
        importing.reset();
      }}
      destroyOnHidden
    >
      <div style={{ marginBottom: 16 }}>{description}</div>
      <Upload.Dragger
        accept={accept}
        maxCount={1}
        fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          setFile(chosen);
          importing.reset();
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('import.pick')}</p>
      </Upload.Dragger>
      {importing.isError && <Alert type="error" showIcon title={refusalText(importing.error, 'importFailed')} style={{ marginTop: 16 }} />}
      {errors.length > 0 && <ImportErrorTable errors={errors} style={{ marginTop: 16 }} />}
    </Modal>
  );
}

/** The bad rows of an import: row number as in Excel, the column, the problem. */
export function ImportErrorTable({ errors, style }: { errors: ImportRowError[]; style?: CSSProperties }) {
  const { t } = useTranslation('listKit');
  return (
    <Table<ImportRowError>
      style={style}
      size="small"
      rowKey={(e) => `${e.row}:${e.field}`}
      dataSource={errors}
      pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      columns={[
        { title: t('import.row'), dataIndex: 'row', width: 80 },
        { title: t('import.field'), dataIndex: 'field', width: 160 },
        { title: t('import.problem'), dataIndex: 'message' },
      ]}
    />
  );
}
