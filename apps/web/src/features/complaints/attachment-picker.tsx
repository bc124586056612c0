import { COMPLAINT_LIMITS } from '@portal/shared/complaints';
import { ACCESSORY_EXTENSIONS, ACCESSORY_MAX_BYTES } from '@portal/shared/pre-orders';
import type { UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '@/components/file-picker.tsx';

/** A complaint's attachments: files the attachment library accepts, at most 5; pictures are evidence, marked. */
export function AttachmentPicker(props: { value?: UploadFile[]; onChange?: (files: UploadFile[]) => void; id?: string }) {
  const { t } = useTranslation('complaints');
  return (
    <FilePicker
      {...props}
      label={t('fields.pick')}
      extensions={ACCESSORY_EXTENSIONS}
      maxBytes={ACCESSORY_MAX_BYTES}
      maxFiles={COMPLAINT_LIMITS.attachmentsMax}
      typeMessage="fileTypeMismatch"
      markPhotos
    />
  );
}
