import type { ApiKeyCreated } from '@portal/shared/open-platform';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The secret of a key just made or rotated, this once: the server keeps only its hash, so nobody can
 * show it again. Closing asks nothing more; a secret lost is replaced by rotating the key.
 */
export function SecretDialog({ made, onClose }: { made: ApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation('openPlatform');
  return (
    <Modal
      open={!!made}
      title={t('secret.title', { name: made?.key.name ?? '' })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('secret.once')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: made?.secret }} code data-testid="api-key-secret" style={{ wordBreak: 'break-all' }}>
        {made?.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
