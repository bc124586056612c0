import { PROFILE_NAME_MAX, updateInfoParameter } from '@portal/shared/account';
import { fitDomesticPhone } from '@portal/shared/phone';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useUpdatePersonalInfo } from '../api/update-personal-info.ts';
import { useProfile } from '../use-profile.ts';
import { type DialogProps, ProfileFormDialog } from './profile-form-dialog.tsx';

interface EditInfoValues {
  name: string;
  mobile: string;
}

/** Edit info (spec 2): the user's own name and mobile, by the shared profile rules. */
export function EditInfoDialog({ open, onClose, afterClose }: DialogProps) {
  const { t } = useTranslation('profile');
  const { message } = useFeedback();
  const { user } = useProfile();
  const [form] = Form.useForm<EditInfoValues>();
  const update = useUpdatePersonalInfo();

  const submit = (values: EditInfoValues) =>
    update.mutate(updateInfoParameter.parse({ ...values, loginCode: user.loginCode }), {
      onSuccess: () => {
        message.success(msg('editSuccess'));
        onClose();
      },
    });

  return (
    <ProfileFormDialog<EditInfoValues>
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={t('editInfo.title')}
      name="editInfo"
      form={form}
      initialValues={{ name: user.name ?? '', mobile: user.mobile ?? '' }}
      onFinish={submit}
      pending={update.isPending}
      refusal={update.isError ? refusalText(update.error, 'editFailed') : null}
      onEdit={update.reset}
    >
      <Form.Item name="name" label={t('fields.name')} rules={[fieldRule(updateInfoParameter, 'name')]}>
        <Input autoComplete="name" autoFocus maxLength={PROFILE_NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('fields.mobile')}
        rules={[fieldRule(updateInfoParameter, 'mobile')]}
        extra={t('editInfo.mobileHint')}
        normalize={fitDomesticPhone}
      >
        <Input autoComplete="tel" inputMode="tel" placeholder="012-345 6789" />
      </Form.Item>
    </ProfileFormDialog>
  );
}
