import { Button, Form, Input, Space, type UploadFile } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CaseFollowUpProps {
  /** The case's namespace: `followUp` (the box's label) and `send`. */
  ns: string;
  /** The text box's id, unique on the page. */
  inputId: string;
  /** The case kind's own file picker. */
  picker: (files: UploadFile[], onChange: (files: UploadFile[]) => void) => ReactNode;
  /** Sends the step; resolves once it is recorded (the box and the files are then emptied). */
  onSend: (text: string, files: UploadFile[]) => Promise<unknown>;
  sending: boolean;
  /** The case kind's other steps beside Send (end with a rating, close...), given what is typed. */
  actions: (text: string) => ReactNode;
}

/** While a case is open: a follow-up with files, and the case kind's way of ending it. */
export function CaseFollowUp({ ns, inputId, picker, onSend, sending, actions }: CaseFollowUpProps) {
  const { t } = useTranslation(ns);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const send = async () => {
    await onSend(text, files);
    setText('');
    setFiles([]);
  };
  return (
    <Form layout="vertical">
      <Form.Item label={t('followUp')} htmlFor={inputId}>
        <Input.TextArea
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={1000}
        />
      </Form.Item>
      <Form.Item>{picker(files, setFiles)}</Form.Item>
      <Space wrap>
        <Button type="primary" disabled={!text.trim()} loading={sending} onClick={() => void send().catch(() => undefined)}>
          {t('send')}
        </Button>
        {actions(text)}
      </Space>
    </Form>
  );
}
