import type { OverdueArrears } from '@portal/shared/user-info';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The overdue-arrears prompt (spec 2): the record's topic and content, confirm and close. */
export function ArrearsDialog({ record, onClose }: { record: OverdueArrears; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={420}
      title={record.topic}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('actions.close')}
        </Button>,
        <Button key="confirm" type="primary" onClick={onClose}>
          {t('actions.confirm')}
        </Button>,
      ]}
    >
      <Typography.Paragraph className="portal-notice-text">{record.content}</Typography.Paragraph>
    </Modal>
  );
}
