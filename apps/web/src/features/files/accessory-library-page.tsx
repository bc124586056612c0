import { UploadOutlined } from '@ant-design/icons';
import { ACCESSORY_EXTENSIONS, ACCESSORY_MAX_BYTES, type Accessory } from '@portal/shared/pre-orders';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import { deleteAccessory } from './api/del-accessory.ts';
import { fileKeys } from './api/keys.ts';
import { uploadAccessory } from './api/upload-file.ts';

/**
 * The accessory library (updatingFiles and accessoryLibrary, issue 16): files uploaded once and
 * attached to orders by id. The type and size are checked here before sending, and again (with the
 * content) by the server.
 */
export default function AccessoryLibraryPage() {
  const { t } = useTranslation('preOrders');
  const { message } = useFeedback();
  const [uploading, setUploading] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: fileKeys.accessories() });

  const pick = (file: File) => {
    const ok = ACCESSORY_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));
    if (!ok) message.error(msg('fileTypeMismatch'));
    else if (file.size > ACCESSORY_MAX_BYTES) message.error(msg('uploadTooLarge'));
    else {
      setUploading(true);
      uploadAccessory(file)
        .then(() => {
          message.success(msg('uploadSucceeded'));
          return refresh();
        })
        .catch((err) => message.error(refusalText(err)))
        .finally(() => setUploading(false));
    }
    return Upload.LIST_IGNORE;
  };

  return (
    <ListPage<Accessory>
      tabKey="accessoryLibrary"
      title={t('pages.accessoryTitle')}
      exportable={false}
      beforeTable={
        <Space>
          <Upload beforeUpload={pick} showUploadList={false} accept={ACCESSORY_EXTENSIONS.join(',')}>
            <Button icon={<UploadOutlined />} loading={uploading}>
              {t('pages.upload')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('pages.uploadHint')}</Typography.Text>
        </Space>
      }
      onDelete={async (rows) => {
        for (const row of rows) await deleteAccessory(row.id);
      }}
    />
  );
}
