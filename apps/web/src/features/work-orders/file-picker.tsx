import { WORK_ORDER_FILE_EXTENSIONS, WORK_ORDER_LIMITS } from '@portal/shared/work-orders';
import type { UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '@/components/file-picker.tsx';

/** Pictures and PDFs for a step of a work order: up to 10, each under 1 MB; pictures are evidence, marked. */
export function WorkOrderFilePicker(props: { value?: UploadFile[]; onChange?: (files: UploadFile[]) => void; id?: string }) {
  const { t } = useTranslation('workOrders');
  return (
    <FilePicker
      {...props}
      label={t('fields.pick')}
      extensions={WORK_ORDER_FILE_EXTENSIONS}
      maxBytes={WORK_ORDER_LIMITS.fileMaxBytes}
      maxFiles={WORK_ORDER_LIMITS.filesMax}
      typeMessage="workOrderFileType"
      markPhotos
    />
  );
}
