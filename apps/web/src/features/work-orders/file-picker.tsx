import { UploadOutlined } from '@ant-design/icons';
import { WORK_ORDER_FILE_EXTENSIONS, WORK_ORDER_LIMITS } from '@portal/shared/work-orders';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { msg } from '@/lib/i18n.ts';

/**
 * Pictures and PDFs chosen for a step of a work order, kept in the browser until the step is sent (then
 * uploaded with it). The type, size and count are checked here as the server checks them again.
 */
export function FilePicker({ value = [], onChange, id }: { value?: UploadFile[]; onChange?: (files: UploadFile[]) => void; id?: string }) {
  const { t } = useTranslation('workOrders');
  const { message } = App.useApp();
  const pick = (file: File) => {
    const ok = WORK_ORDER_FILE_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));
    if (!ok) message.error(msg('workOrderFileType', { name: file.name }));
    else if (file.size > WORK_ORDER_LIMITS.fileMaxBytes) message.error(msg('uploadTooLarge'));
    else if (value.length >= WORK_ORDER_LIMITS.filesMax) message.error(msg('workOrderTooManyFiles', { max: WORK_ORDER_LIMITS.filesMax }));
    else onChange?.([...value, { uid: `${Date.now()}-${file.name}`, name: file.name, originFileObj: file as UploadFile['originFileObj'] }]);
    return Upload.LIST_IGNORE;
  };
  return (
    <Upload
      multiple
      accept={WORK_ORDER_FILE_EXTENSIONS.join(',')}
      beforeUpload={pick}
      fileList={value}
      onRemove={(file) => onChange?.(value.filter((f) => f.uid !== file.uid))}
    >
      <Button id={id} icon={<UploadOutlined />}>
        {t('fields.pick')}
      </Button>
    </Upload>
  );
}
