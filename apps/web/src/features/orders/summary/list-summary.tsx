import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_SHORTCUTS, type DateShortcut } from '../manage/order-filters.ts';
import './list-summary.css';

/** A status tab: its key, its label and how many it holds (undefined while counting). */
export interface SummaryTab<K extends string> {
  key: K;
  label: string;
  count: number | undefined;
}

interface ListSummaryProps<K extends string> {
  shortcut: DateShortcut | null;
  onShortcut: (shortcut: DateShortcut) => void;
  /** The totals of what is listed, beside the date shortcuts (announced when they change). */
  totals?: ReactNode;
  /** What the screen shows between the bar and the tabs (my waybills' COD states). */
  children?: ReactNode;
  tabsLabel: string;
  tabs: readonly SummaryTab<K>[];
  active: K;
  onTab: (key: K) => void;
}

/**
 * Above an order list's table (order management, my waybills): the date shortcuts, the totals and
 * the status tabs with their counts under the other filters. The tabs choose what the list shows,
 * so they are pressed buttons, not ARIA tabs over panels; they wrap onto a second line instead of
 * hiding statuses behind a menu.
 */
export function ListSummary<K extends string>({
  shortcut,
  onShortcut,
  totals,
  children,
  tabsLabel,
  tabs,
  active,
  onTab,
}: ListSummaryProps<K>) {
  const { t } = useTranslation('orderManage');
  return (
    <div className="list-summary">
      <div className="list-summary__bar">
        <Segmented<DateShortcut>
          aria-label={t('dates.label')}
          value={shortcut ?? undefined}
          onChange={onShortcut}
          options={DATE_SHORTCUTS.map((s) => ({ value: s, label: t(`dates.${s}`) }))}
        />
        {totals && (
          <p className="list-summary__totals" aria-live="polite">
            {totals}
          </p>
        )}
      </div>
      {children}
      <fieldset className="list-summary__status" aria-label={tabsLabel}>
        {tabs.map(({ key, label, count }) => (
          <button
            key={key}
            type="button"
            className={key === active ? 'list-summary__tab list-summary__tab--active' : 'list-summary__tab'}
            aria-pressed={key === active}
            onClick={() => onTab(key)}
          >
            {label}
            <span className="list-summary__count">{count === undefined ? '–' : count.toLocaleString('en')}</span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
