import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog.tsx';

const SECTIONS = ['account', 'session', 'browser'] as const;

/** What the portal keeps about the user and where; reached from the user menu. */
export function PrivacyNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  return (
    <InfoDialog open={open} onClose={onClose} title={t('privacy.title')} buttonLabel={tc('actions.close')} width={560}>
      <Typography.Paragraph>{t('privacy.intro')}</Typography.Paragraph>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Typography.Title level={5}>{t(`privacy.${section}Title`)}</Typography.Title>
          <Typography.Paragraph>{t(`privacy.${section}Text`)}</Typography.Paragraph>
        </section>
      ))}
    </InfoDialog>
  );
}
