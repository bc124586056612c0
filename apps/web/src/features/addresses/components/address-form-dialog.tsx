import { Alert, Button, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { invalidateBooks } from '../api/book-entries.ts';
import '../addresses.css';
import { useFeedback } from '@/components/feedback-kit';

/** Spec 2: the add-address dialog is 700 px wide. */
const ADDRESS_DIALOG_WIDTH = 700;

interface AddressFormDialogProps<Values> {
  open: boolean;
  title: string;
  /** Names the form, so its field ids are unique on the page. */
  name: string;
  form: FormInstance<Values>;
  /** Adding (the button says 'add and save to address book') or editing an entry. */
  adding: boolean;
  initialValues: Partial<Values>;
  /** Saves; a refusal's desc stays in the dialog, which stays open. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  onSaved?: () => void;
  onValuesChange?: (changed: Partial<Values>, all: Values) => void;
  /** Above the fields: smart paste, copying from another book. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The frame both address dialogs share (spec 2 "Add-address dialog", spec 4: open, validate,
 * submit, close, reset): cancel and save buttons, the server's refusal, and the spec 5 question
 * before a touched form is left.
 */
export function AddressFormDialog<Values extends object>(props: AddressFormDialogProps<Values>) {
  const { open, title, name, form, adding, initialValues, onSubmit, onClose, onSaved, onValuesChange, header, children } = props;
  const { t } = useTranslation('addresses');
  const { message, modal } = useFeedback();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const leave = () => {
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('listKit:confirm.leave'),
      okText: t('listKit:actions.confirm'),
      cancelText: t('listKit:actions.cancel'),
      onOk: onClose,
    });
  };

  const submit = async (values: Values) => {
    if (saving) return;
    setSaving(true);
    setRefusal(null);
    try {
      await onSubmit(values);
      message.success(msg(adding ? 'newContactSuccess' : 'editSuccess'));
      void invalidateBooks();
      onSaved?.();
      onClose();
    } catch (err) {
      setRefusal(refusalText(err, adding ? 'serverError' : 'editFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={ADDRESS_DIALOG_WIDTH}
      onCancel={leave}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
      footer={
        <>
          <Button onClick={leave}>{t('common:actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {adding ? t('dialog.addAndSave') : t('common:actions.save')}
          </Button>
        </>
      }
    >
      {header}
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        className="address-form"
        initialValues={initialValues}
        // Closing destroys the fields and their values: the next opening starts from initialValues.
        preserve={false}
        onFinish={submit}
        onValuesChange={(changed, all) => {
          if (refusal) setRefusal(null);
          onValuesChange?.(changed, all);
        }}
      >
        {children}
        {refusal && <Alert className="address-form__wide" type="error" showIcon role="alert" title={refusal} />}
        {/* Enter in a field saves, as in every other form. */}
        <button type="submit" hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
