import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';

/** Spec 8 "Detail load failure": the server's message, or 'Request error, contact customer service'. */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon role="alert" title={error instanceof ApiError ? error.desc : t('state.requestErrorCs')} />;
}
