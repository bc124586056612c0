import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['account', 'session', 'browser'] as const;

/** What the portal keeps about the user and where; reached from the user menu. */
export function PrivacyNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('privacy.title')}
      width={560}
      footer={
        <Button type="primary" onClick={onClose}>
          {tc('actions.close')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('privacy.intro')}</Typography.Paragraph>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Typography.Title level={5}>{t(`privacy.${section}Title`)}</Typography.Title>
          <Typography.Paragraph>{t(`privacy.${section}Text`)}</Typography.Paragraph>
        </section>
      ))}
    </Modal>
  );
}
