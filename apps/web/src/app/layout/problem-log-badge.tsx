import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { problemLog } from '@/lib/problem-log.ts';

// The list loads when it is first opened: most sessions never have a problem to show.
const ProblemLogDialog = lazy(() => import('./problem-log-dialog.tsx').then((m) => ({ default: m.ProblemLogDialog })));

/**
 * The top bar's error-log badge (spec 2): there only once this tab's session has had a problem (lib/problem-log.ts),
 * with their count; it opens the list with what customer service needs to find each one.
 */
export function ProblemLogBadge() {
  const { t } = useTranslation('layout');
  const problems = useSyncExternalStore(problemLog.subscribe, problemLog.current);
  const [open, setOpen] = useState(false);
  if (problems.length === 0 && !open) return null;
  const label = t('problemLog.badge', { count: problems.length });
  return (
    <>
      <Tooltip title={label}>
        <Button type="text" danger aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Badge count={problems.length} size="small">
            <BugOutlined />
          </Badge>
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ProblemLogDialog problems={problems} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
