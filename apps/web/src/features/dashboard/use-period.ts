import { defaultPeriod, type Period, periodParameter } from '@portal/shared/dashboard';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The period a page shows, kept in the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`) so it can be
 * bookmarked and the back button works; the last 30 days when the URL names none or a wrong one.
 */
export function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = useMemo(() => {
    const parsed = periodParameter.safeParse({ dateFrom: from, dateTo: to });
    return parsed.success && parsed.data.dateFrom && parsed.data.dateTo
      ? { dateFrom: parsed.data.dateFrom, dateTo: parsed.data.dateTo }
      : defaultPeriod();
  }, [from, to]);
  const setPeriod = useCallback(
    (next: Period) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('from', next.dateFrom);
          copy.set('to', next.dateTo);
          return copy;
        },
        { replace: false },
      ),
    [setParams],
  );
  return [period, setPeriod];
}
