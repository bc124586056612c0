import type { ExportTaskState } from '@portal/shared/export';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ExportTaskState, string> = {
  WAITING: 'default',
  RUNNING: 'processing',
  DONE: 'success',
  FAILED: 'error',
  CANCELLED: 'warning',
};

/** An export's state as a coloured tag, in the user's language. */
export function TaskStateTag({ state }: { state: ExportTaskState }) {
  const { t } = useTranslation('exports');
  return <Tag color={COLOURS[state]}>{t(`centre.state.${state}`)}</Tag>;
}
