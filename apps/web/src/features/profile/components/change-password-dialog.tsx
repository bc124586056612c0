import { changePasswordForm, changePasswordParameter } from '@portal/shared/account';
import { Code } from '@portal/shared/codes';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '@/components/feedback-kit';
import { ApiError } from '@/lib/api-client.ts';
import { logout } from '@/lib/auth.ts';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useProfile } from '../use-profile.ts';
import { type DialogProps, ProfileFormDialog } from './profile-form-dialog.tsx';

interface ChangePasswordValues {
  loginCode: string;
  loginPassword: string;
  newUserPassword: string;
  confirmPassword: string;
}

const isWrongOldPassword = (err: unknown): boolean => err instanceof ApiError && err.code === Code.WRONG_CREDENTIALS;

/**
 * Change password (spec 5 and 7). Both shared rules apply: the form's (the confirmation matches)
 * and the call's (the new one differs from the old). The server then ends every session of the
 * account, so success logs out here too and goes to the login page.
 */
export function ChangePasswordDialog({ open, onClose, afterClose }: DialogProps) {
  const { t } = useTranslation('profile');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { user } = useProfile();
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword();

  const submit = ({ loginCode, loginPassword, newUserPassword }: ChangePasswordValues) =>
    change.mutate(
      { loginCode, loginPassword, newUserPassword },
      {
        onSuccess: async () => {
          message.success(msg('passwordChanged'));
          await logout();
          navigate('/login', { replace: true });
        },
        // A wrong old password is said on its field; other refusals above the buttons.
        onError: (err) => isWrongOldPassword(err) && form.setFields([{ name: 'loginPassword', errors: [refusalText(err)] }]),
      },
    );

  return (
    <ProfileFormDialog<ChangePasswordValues>
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      title={t('changePassword.title')}
      name="changePassword"
      form={form}
      initialValues={{ loginCode: user.loginCode }}
      onFinish={submit}
      pending={change.isPending}
      refusal={change.isError && !isWrongOldPassword(change.error) ? refusalText(change.error, 'editFailed') : null}
      onEdit={change.reset}
      intro={<Alert type="info" showIcon title={t('changePassword.notice')} style={{ marginBottom: 16 }} />}
    >
      {/* The account the password belongs to, for password managers. */}
      <Form.Item name="loginCode" hidden>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="loginPassword" label={t('changePassword.old')} rules={[fieldRule(changePasswordForm, 'loginPassword')]}>
        <Input.Password autoComplete="current-password" autoFocus maxLength={128} />
      </Form.Item>
      <Form.Item
        name="newUserPassword"
        label={t('changePassword.new')}
        dependencies={['loginPassword']}
        rules={[fieldRule(changePasswordParameter, 'newUserPassword')]}
        extra={msg('passwordRule')}
      >
        <Input.Password autoComplete="new-password" maxLength={16} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('changePassword.confirm')}
        dependencies={['newUserPassword']}
        rules={[fieldRule(changePasswordForm, 'confirmPassword')]}
      >
        <Input.Password autoComplete="new-password" maxLength={16} />
      </Form.Item>
    </ProfileFormDialog>
  );
}
