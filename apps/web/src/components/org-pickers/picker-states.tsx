import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './org-pickers.css';

/** An empty list says why (spec 4): still loading, the refusal, or no data. */
export function PickerNotFound({ loading, failed = null }: { loading: boolean; failed?: string | null }) {
  const { t } = useTranslation('common');
  if (loading)
    return (
      <span className="org-picker__state" role="status">
        <Spin size="small" /> {t('state.loading')}
      </span>
    );
  if (failed) return <Typography.Text type="danger">{failed}</Typography.Text>;
  return <span className="org-picker__state">{t('state.noData')}</span>;
}

/** Below the results: the next page on its way, or that there are more to scroll to. */
export function PickerListEnd({ loading, more }: { loading: boolean; more: boolean }) {
  const { t } = useTranslation('common');
  if (!loading && !more) return null;
  return (
    <div className="org-picker__end" role="status" data-testid="picker-list-end">
      {loading ? <Spin size="small" /> : null} {t(loading ? 'pickers.loadingMore' : 'pickers.scrollForMore')}
    </div>
  );
}
