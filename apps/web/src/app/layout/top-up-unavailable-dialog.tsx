import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Online top-up is a later release; until then the button says so instead of pretending. */
export function TopUpUnavailableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('prepay.topUpTitle')}
      width={420}
      footer={
        <Button type="primary" onClick={onClose}>
          {tc('actions.ok')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('prepay.topUpUnavailable')}</Typography.Paragraph>
    </Modal>
  );
}
