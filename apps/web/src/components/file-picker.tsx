import { UploadOutlined } from '@ant-design/icons';
import { fitsUploadLimit, IMAGE_PREVIEW_MAX_PX, UPLOAD_FILES_MAX_DEFAULT } from '@portal/shared/upload';
import { Button, Modal, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useFeedback } from '@/components/feedback-kit';
import { msg } from '@/lib/i18n.ts';
import { useUserInfo } from '@/lib/use-user-info.ts';
import { MarkRefusal, markableType, markImage, markLines } from '@/lib/watermark.ts';

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
  /** Evidence photos: each picture is marked with the customer code and the time as it is chosen (lib/watermark.ts). */
  markPhotos?: boolean;
}

/**
 * Files chosen for a form, kept in the browser until the form is sent (the form uploads them then).
 * The type, size and count are checked here, as the server checks them again. A form item's control:
 * its value is antd's file list; `filesOf` in each feature's api takes the browser files out of it. A picture
 * is listed with its thumbnail and opens in a preview (at most 800 px, spec 9), marked already when it is
 * evidence, so the shipper sees what the courier will see.
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
  markPhotos = false,
}: FilePickerProps) {
  const { message, modal } = useFeedback();
  const { cusCode } = useUserInfo();
  const [marking, setMarking] = useState(false);
  const [previewing, setPreviewing] = useState<UploadFile | null>(null);
  // Marking takes a moment: the list it adds to is the one held when it ends, not when the batch was chosen.
  const held = useRef(value);
  held.current = value;
  const shown = usePictureUrls(value);
  // antd asks once a file; the batch the user chose is taken at its first file, whole (each file of it checked), so
  // the count is the batch's and the list grows once (a call a file, each from the same list, kept only the last).
  const pick = (file: File, batch: File[]) => {
    if (batch[0] !== file) return Upload.LIST_IGNORE;
    const wrongType = batch.find((f) => !extensions.some((ext) => f.name.toLowerCase().endsWith(ext)));
    const fit = fitsUploadLimit(value.length, batch.length, maxFiles);
    if (wrongType) message.error(msg(typeMessage, { name: wrongType.name }));
    else if (batch.some((f) => f.size > maxBytes)) message.error(msg('uploadTooLarge'));
    else if (!fit.ok) message.error(msg('uploadLimitReached', fit));
    else void take(batch);
    return Upload.LIST_IGNORE;
  };
  const take = async (batch: File[]) => {
    let files = batch;
    if (markPhotos) {
      setMarking(true);
      const lines = markLines(cusCode, new Date());
      try {
        files = await Promise.all(
          batch.map((f) =>
            markImage(f, lines, maxBytes).catch((e: unknown) => {
              throw new Error(msg(e instanceof MarkRefusal ? e.message : 'imageUnreadable', { name: f.name }));
            }),
          ),
        );
      } catch (e) {
        message.error((e as Error).message);
        return;
      } finally {
        setMarking(false);
      }
    }
    const list = held.current;
    onChange?.([
      ...list,
      ...files.map((f, i) => ({
        uid: `${Date.now()}-${list.length + i}-${f.name}`,
        name: f.name,
        originFileObj: f as UploadFile['originFileObj'],
      })),
    ]);
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
    <>
      <Upload
        multiple
        accept={extensions.join(',')}
        beforeUpload={pick}
        fileList={shown}
        onRemove={remove}
        listType="picture"
        onPreview={(file) => setPreviewing(file.url ? file : null)}
      >
        <Button id={id} icon={<UploadOutlined />} loading={marking}>
          {label}
        </Button>
      </Upload>
      <Modal
        open={!!previewing}
        title={previewing?.name}
        footer={null}
        width={IMAGE_PREVIEW_MAX_PX + 48}
        onCancel={() => setPreviewing(null)}
        centered
      >
        {previewing?.url ? (
          <img
            src={previewing.url}
            alt={previewing.name}
            style={{ display: 'block', margin: '0 auto', maxWidth: '100%', maxHeight: IMAGE_PREVIEW_MAX_PX }}
          />
        ) : null}
      </Modal>
    </>
  );
}

/**
 * The list with each picture's own address (`url`), made once per file and let go when the file leaves the list:
 * antd then shows the picture as its thumbnail and its name as a link that opens the preview.
 */
function usePictureUrls(list: UploadFile[]): UploadFile[] {
  const urls = useRef(new Map<string, string>());
  const shown = list.map((f) => {
    const file = f.originFileObj;
    if (!(file instanceof File) || !markableType(file.name)) return f;
    let url = urls.current.get(f.uid);
    if (!url) {
      url = URL.createObjectURL(file);
      urls.current.set(f.uid, url);
    }
    return { ...f, url, thumbUrl: url };
  });
  useEffect(() => {
    const kept = new Set(list.map((f) => f.uid));
    for (const [uid, url] of urls.current)
      if (!kept.has(uid)) {
        URL.revokeObjectURL(url);
        urls.current.delete(uid);
      }
  }, [list]);
  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
      made.clear();
    };
  }, []);
  return shown;
}

/** The browser files of a picker's list (antd keeps each under `originFileObj`). */
export const filesOf = (list: { originFileObj?: unknown }[] | undefined): File[] =>
  (list ?? []).map((f) => f.originFileObj).filter((f): f is File => f instanceof File);
