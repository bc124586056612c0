import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { ApiError } from '@/lib/api-client.ts';
import { useAgreeVipAgreement } from './api/agree-vip-agreement.ts';

const SECTIONS = ['service', 'data', 'cod', 'liability'] as const;

/**
 * The VIP agreement a customer must accept before using the portal (spec 3
 * vipAgreementSignStatus). It cannot be dismissed: agreeing signs it, declining logs out.
 */
export function VipAgreementDialog({ onDecline }: { onDecline: () => void }) {
  const { t } = useTranslation('layout');
  const { message } = useFeedback();
  const agree = useAgreeVipAgreement();

  const onAgree = () =>
    agree.mutate(undefined, {
      onError: (err) => void message.error(err instanceof ApiError ? err.desc : t('vip.failed')),
    });

  return (
    <Modal
      open
      width={640}
      title={t('vip.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={[
        <Button key="decline" onClick={onDecline} disabled={agree.isPending}>
          {t('vip.decline')}
        </Button>,
        <Button key="agree" type="primary" onClick={onAgree} loading={agree.isPending}>
          {t('vip.agree')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('vip.summaryNote')}</Typography.Paragraph>
      <div className="portal-agreement">
        {SECTIONS.map((section) => (
          <section key={section} className="portal-notice-section">
            <Typography.Title level={5}>{t(`vip.${section}Title`)}</Typography.Title>
            <Typography.Paragraph>{t(`vip.${section}Text`)}</Typography.Paragraph>
          </section>
        ))}
      </div>
      <Typography.Paragraph strong>{t('vip.consent')}</Typography.Paragraph>
    </Modal>
  );
}
