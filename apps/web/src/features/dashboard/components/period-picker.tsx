import { DASHBOARD_LIMITS, type Period } from '@portal/shared/dashboard';
import { malaysiaDate } from '@portal/shared/time';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const day = (daysAgo: number): Dayjs => dayjs(malaysiaDate(-daysAgo));
const FORMAT = 'YYYY-MM-DD';

/** The period of the figures: whole Malaysian days by the day the shipments were placed, at most a year and a day. */
export function PeriodPicker({ period, onChange, id }: { period: Period; onChange: (period: Period) => void; id: string }) {
  const { t } = useTranslation('dashboard');
  const presets = useMemo(() => {
    const today = day(0);
    const monthStart = today.startOf('month');
    const lastMonthStart = monthStart.subtract(1, 'month');
    return [
      { label: t('period.today'), value: [today, today] as [Dayjs, Dayjs] },
      { label: t('period.yesterday'), value: [day(1), day(1)] as [Dayjs, Dayjs] },
      { label: t('period.last7'), value: [day(6), today] as [Dayjs, Dayjs] },
      { label: t('period.last30'), value: [day(29), today] as [Dayjs, Dayjs] },
      { label: t('period.thisMonth'), value: [monthStart, today] as [Dayjs, Dayjs] },
      { label: t('period.lastMonth'), value: [lastMonthStart, monthStart.subtract(1, 'day')] as [Dayjs, Dayjs] },
    ];
  }, [t]);
  return (
    <div className="dashboard-period">
      <label htmlFor={id} className="dashboard-period__label">
        {t('period.label')}
      </label>
      <DatePicker.RangePicker
        id={id}
        value={[dayjs(period.dateFrom), dayjs(period.dateTo)]}
        allowClear={false}
        presets={presets}
        format={FORMAT}
        disabledDate={(d, info) =>
          d.isAfter(day(0), 'day') || (!!info?.from && Math.abs(d.diff(info.from, 'day')) >= DASHBOARD_LIMITS.maxPeriodDays)
        }
        onChange={(dates) => {
          if (dates?.[0] && dates[1]) onChange({ dateFrom: dates[0].format(FORMAT), dateTo: dates[1].format(FORMAT) });
        }}
      />
    </div>
  );
}
