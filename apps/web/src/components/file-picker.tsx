import { UploadOutlined } from '@ant-design/icons';
import { fitsUploadLimit, UPLOAD_FILES_MAX_DEFAULT } from '@portal/shared/upload';
import { Button, Upload, type UploadFile } from 'antd';
import { useFeedback } from '@/components/feedback-kit';
import { msg } from '@/lib/i18n.ts';

export interface FilePickerProps {
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  id?: string;
  /** The button's text. */
  label: string;
  /** Accepted name endings, lower case with the dot. */
  extensions: readonly string[];
  maxBytes: number;
  /** At most this many files in all (spec 9: 10 unless the form says otherwise). */
  maxFiles?: number;
  /** The message for a file of another type (given `name`). */
  typeMessage: string;
}

/**
 * Files chosen for a form, kept in the browser until the form is sent (the form uploads them then).
 * The type, size and count are checked here, as the server checks them again. A form item's control:
 * its value is antd's file list; `filesOf` in each feature's api takes the browser files out of it.
 */
export function FilePicker({
  value = [],
  onChange,
  id,
  label,
  extensions,
  maxBytes,
  maxFiles = UPLOAD_FILES_MAX_DEFAULT,
  typeMessage,
}: FilePickerProps) {
  const { message, modal } = useFeedback();
  // antd asks once a file; the batch the user chose is taken at its first file, whole (each file of it checked), so
  // the count is the batch's and the list grows once (a call a file, each from the same list, kept only the last).
  const pick = (file: File, batch: File[]) => {
    if (batch[0] !== file) return Upload.LIST_IGNORE;
    const wrongType = batch.find((f) => !extensions.some((ext) => f.name.toLowerCase().endsWith(ext)));
    const fit = fitsUploadLimit(value.length, batch.length, maxFiles);
    if (wrongType) message.error(msg(typeMessage, { name: wrongType.name }));
    else if (batch.some((f) => f.size > maxBytes)) message.error(msg('uploadTooLarge'));
    else if (!fit.ok) message.error(msg('uploadLimitReached', fit));
    else
      onChange?.([
        ...value,
        ...batch.map((f, i) => ({
          uid: `${Date.now()}-${value.length + i}-${f.name}`,
          name: f.name,
          originFileObj: f as UploadFile['originFileObj'],
        })),
      ]);
    return Upload.LIST_IGNORE;
  };
  // Spec 9: removing a file asks first.
  const remove = (file: UploadFile) =>
    modal.confirm({ title: msg('uploadRemoveConfirm') }).then(
      (confirmed) => {
        if (confirmed) onChange?.(value.filter((f) => f.uid !== file.uid));
        return false;
      },
      () => false,
    );
  return (
    <Upload multiple accept={extensions.join(',')} beforeUpload={pick} fileList={value} onRemove={remove}>
      <Button id={id} icon={<UploadOutlined />}>
        {label}
      </Button>
    </Upload>
  );
}

/** The browser files of a picker's list (antd keeps each under `originFileObj`). */
export const filesOf = (list: { originFileObj?: unknown }[] | undefined): File[] =>
  (list ?? []).map((f) => f.originFileObj).filter((f): f is File => f instanceof File);
