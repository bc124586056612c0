import { Alert, Form, type FormInstance, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the profile actions hand each dialog: it is mounted per opening and unmounted after closing. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

interface ProfileFormDialogProps<V> extends DialogProps {
  title: string;
  /** The form's name: field ids become `<name>_<field>`. */
  name: string;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  onFinish: (values: V) => void;
  pending: boolean;
  /** The server's refusal that belongs to no single field; cleared by `onEdit`. */
  refusal: string | null;
  onEdit: () => void;
  /** Shown above the form (what the change does). */
  intro?: ReactNode;
  /** While what the form starts from is still loading. */
  loading?: boolean;
  children: ReactNode;
}

/** The frame of the three profile dialogs: save with a spinner, Enter submits, refusals shown once. */
export function ProfileFormDialog<V>(props: ProfileFormDialogProps<V>) {
  const { t } = useTranslation();
  const { open, onClose, afterClose, title, name, form, initialValues, onFinish, pending, refusal, onEdit, intro, loading, children } =
    props;
  return (
    <Modal
      open={open}
      title={title}
      okText={t('actions.save')}
      onOk={form.submit}
      onCancel={onClose}
      confirmLoading={pending}
      okButtonProps={{ disabled: loading }}
      destroyOnHidden
      afterClose={afterClose}
    >
      <div style={{ marginTop: 16 }}>
        {intro}
        {loading ? (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        ) : (
          <Form<V>
            form={form}
            name={name}
            layout="vertical"
            initialValues={initialValues}
            onFinish={(values) => !pending && onFinish(values)}
            onValuesChange={() => refusal && onEdit()}
          >
            {children}
            {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
            {/* Enter in a field submits, as in every other form. */}
            <button type="submit" hidden tabIndex={-1} />
          </Form>
        )}
      </div>
    </Modal>
  );
}
