import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { LoadFailure } from './load-failure.tsx';
import type { FormMode, ListFormOptions } from './types.ts';
import './list-kit.css';
import { useFeedback } from '@/components/feedback-kit';

/** Spec 9: the generic dialog is 712 px wide. */
export const GENERIC_DIALOG_WIDTH = 712;

interface FormDialogProps<Row, Values> {
  open: boolean;
  mode: FormMode;
  row: Row | null;
  options: ListFormOptions<Row, Values>;
  /** Names the form, so its field ids are unique on the page. */
  formName: string;
  /** A key of the row, for loading it once per opening. */
  rowKey: string | number | null;
  onClose: () => void;
  afterClose: () => void;
  /** After a save: the list loads again. */
  onSaved: () => void;
}

/**
 * The add/edit dialog (spec 2; modes of spec 4): save, 'save and add new' when adding, cancel.
 * Leaving a touched form asks first (spec 5); view mode shows the form read-only.
 */
export function FormDialog<Row, Values extends object>(props: FormDialogProps<Row, Values>) {
  const { open, mode, row, options, formName, rowKey, onClose, afterClose, onSaved } = props;
  const { t } = useTranslation('listKit');
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState<'save' | 'saveAndNew' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const { load } = options;
  const record = useQuery({
    queryKey: ['listKitForm', formName, rowKey],
    queryFn: () => (load && row ? load(row) : Promise.resolve({})),
    enabled: open && !!load && !!row && mode !== 'add',
    gcTime: 0,
    staleTime: 0,
  });
  const loading = !!load && mode !== 'add' && record.isPending;
  const initialValues = useMemo(
    () => ({ ...(options.initialValues?.(row, mode) ?? (row && mode !== 'add' ? row : {})), ...record.data }),
    [options, row, mode, record.data],
  );

  const leave = () => {
    if (mode === 'view' || options.confirmLeave === false || !form.isFieldsTouched()) return onClose();
    modal.confirm({ title: t('confirm.leave'), okText: t('actions.confirm'), cancelText: t('actions.cancel'), onOk: onClose });
  };

  const submit = async (andNew: boolean) => {
    if (mode === 'view' || pending) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch (err) {
      // antd shows each field's message; the focus goes to the first one to correct (its message is read with it).
      const first = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
      return;
    }
    setPending(andNew ? 'saveAndNew' : 'save');
    setRefusal(null);
    try {
      await options.onSubmit(values, { mode, row });
      message.success(msg(mode === 'add' ? 'addSuccess' : 'editSuccess'));
      onSaved();
      if (andNew) form.resetFields();
      else onClose();
    } catch (err) {
      setRefusal(refusalText(err, mode === 'add' ? 'serverError' : 'editFailed'));
    } finally {
      setPending(null);
    }
  };

  const title = options.titles?.[mode] ?? t(`form.${mode}`);
  const footer =
    mode === 'view' ? (
      <Button onClick={onClose}>{t('actions.close')}</Button>
    ) : (
      <>
        <Button onClick={leave}>{t('actions.cancel')}</Button>
        {mode === 'add' && (
          <Button onClick={() => submit(true)} loading={pending === 'saveAndNew'} disabled={loading || pending === 'save'}>
            {t('actions.saveAndNew')}
          </Button>
        )}
        <Button type="primary" onClick={() => submit(false)} loading={pending === 'save'} disabled={loading || pending === 'saveAndNew'}>
          {t('actions.save')}
        </Button>
      </>
    );

  return (
    <Modal
      open={open}
      title={title}
      width={options.width ?? GENERIC_DIALOG_WIDTH}
      onCancel={leave}
      footer={footer}
      destroyOnHidden
      afterClose={afterClose}
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : record.isError ? (
        <LoadFailure error={record.error} />
      ) : (
        <Form<Values>
          form={form}
          name={formName}
          layout="vertical"
          className="list-kit-form"
          disabled={mode === 'view'}
          initialValues={initialValues}
          onFinish={() => submit(false)}
          onValuesChange={() => refusal && setRefusal(null)}
        >
          {options.fields({ mode, row, form })}
          {refusal && <Alert className="list-kit-wide" type="error" showIcon role="alert" title={refusal} />}
          {/* Enter in a field saves, as in every other form. */}
          <button type="submit" hidden tabIndex={-1} />
        </Form>
      )}
    </Modal>
  );
}
