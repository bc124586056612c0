import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
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
  maxFiles: number;
  /** The message for a file of another type, and for one file too many (each given `name` and `max`). */
  typeMessage: string;
  tooManyMessage: string;
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
  maxFiles,
  typeMessage,
  tooManyMessage,
}: FilePickerProps) {
  const { message } = App.useApp();
  const pick = (file: File) => {
    if (!extensions.some((ext) => file.name.toLowerCase().endsWith(ext))) message.error(msg(typeMessage, { name: file.name }));
    else if (file.size > maxBytes) message.error(msg('uploadTooLarge'));
    else if (value.length >= maxFiles) message.error(msg(tooManyMessage, { max: maxFiles }));
    else
      onChange?.([
        ...value,
        { uid: `${Date.now()}-${value.length}-${file.name}`, name: file.name, originFileObj: file as UploadFile['originFileObj'] },
      ]);
    return Upload.LIST_IGNORE;
  };
  return (
    <Upload
      multiple
      accept={extensions.join(',')}
      beforeUpload={pick}
      fileList={value}
      onRemove={(file) => onChange?.(value.filter((f) => f.uid !== file.uid))}
    >
      <Button id={id} icon={<UploadOutlined />}>
        {label}
      </Button>
    </Upload>
  );
}

/** The browser files of a picker's list (antd keeps each under `originFileObj`). */
export const filesOf = (list: { originFileObj?: unknown }[] | undefined): File[] =>
  (list ?? []).map((f) => f.originFileObj).filter((f): f is File => f instanceof File);
