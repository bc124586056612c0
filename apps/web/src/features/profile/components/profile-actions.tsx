import EditOutlined from '@ant-design/icons/EditOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../use-profile.ts';
import { BindEmailDialog } from './bind-email-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { EditInfoDialog } from './edit-info-dialog.tsx';

type Dialog = 'editInfo' | 'changePassword' | 'bindEmail';

/** The three profile dialogs and their buttons; binding an e-mail is for main accounts only. */
export function ProfileActions() {
  const { t } = useTranslation('profile');
  const { isMain } = useProfile();
  const [open, setOpen] = useState<Dialog | null>(null);
  // Each dialog is mounted fresh per opening (its form starts from the current values) and stays
  // mounted until its closing animation ends.
  const [mounted, setMounted] = useState<Dialog | null>(null);
  const show = (dialog: Dialog) => {
    setOpen(dialog);
    setMounted(dialog);
  };
  const close = () => setOpen(null);
  const unmount = () => setMounted(null);
  return (
    <>
      <Space wrap>
        <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => show('editInfo')}>
          {t('editInfo.button')}
        </Button>
        <Button icon={<KeyOutlined aria-hidden />} onClick={() => show('changePassword')}>
          {t('changePassword.button')}
        </Button>
        {isMain && (
          <Button icon={<MailOutlined aria-hidden />} onClick={() => show('bindEmail')}>
            {t('bindEmail.button')}
          </Button>
        )}
      </Space>
      {mounted === 'editInfo' && <EditInfoDialog open={open === 'editInfo'} onClose={close} afterClose={unmount} />}
      {mounted === 'changePassword' && <ChangePasswordDialog open={open === 'changePassword'} onClose={close} afterClose={unmount} />}
      {isMain && mounted === 'bindEmail' && <BindEmailDialog open={open === 'bindEmail'} onClose={close} afterClose={unmount} />}
    </>
  );
}
