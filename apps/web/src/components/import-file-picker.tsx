import { InboxOutlined } from '@ant-design/icons';
import { hasImportExtension, IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@portal/shared/excel-import';
import { Upload } from 'antd';
import { useFeedback } from '@/components/feedback-kit';
import { msg } from '@/lib/i18n.ts';

export interface ImportFilePickerProps {
  /** The file chosen, or none. */
  value: File | null;
  /** A file that passed the checks, or null when it is removed. */
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** The drop area's text and its hint (the page's own words: what the file holds, how many rows). */
  pickText: string;
  hint: string;
}

/**
 * The spreadsheet an import page sends (addresses, orders, DOs, claims): one file, its type and size
 * checked here with the shared import limits before a byte is sent (the server checks them again, and
 * the content). A refused file is named in a message and never becomes the choice.
 */
export function ImportFilePicker({ value, onChange, disabled, pickText, hint }: ImportFilePickerProps) {
  const { message } = useFeedback();
  const pick = (chosen: File) => {
    if (!hasImportExtension(chosen.name)) void message.error(msg('fileFormatError'));
    else if (chosen.size > IMPORT_MAX_BYTES) void message.error(msg('uploadTooLarge'));
    else onChange(chosen);
    return Upload.LIST_IGNORE;
  };
  return (
    <Upload.Dragger
      accept={IMPORT_EXTENSIONS.join(',')}
      maxCount={1}
      disabled={disabled}
      fileList={value ? [{ uid: 'chosen', name: value.name, status: 'done', size: value.size }] : []}
      beforeUpload={pick}
      onRemove={() => onChange(null)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{pickText}</p>
      <p className="ant-upload-hint">{hint}</p>
    </Upload.Dragger>
  );
}
