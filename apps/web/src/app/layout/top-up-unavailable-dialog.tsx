import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/info-dialog.tsx';

/** Online top-up is a later release; until then the button says so instead of pretending. */
export function TopUpUnavailableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  return (
    <InfoDialog open={open} onClose={onClose} title={t('prepay.topUpTitle')} buttonLabel={tc('actions.ok')}>
      <Typography.Paragraph>{t('prepay.topUpUnavailable')}</Typography.Paragraph>
    </InfoDialog>
  );
}
