import { useTranslation } from 'react-i18next';
import { useHeadline } from '../api/figures.ts';
import { usePeriod } from '../use-period.ts';
import { FigureCharts } from './figure-charts.tsx';
import { HeadlineCards } from './headline-cards.tsx';
import { PeriodPicker } from './period-picker.tsx';

/** The figures of a period: the picker, the headline cards and the charts (needs the dashboard grant). */
export function FiguresSection() {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = usePeriod();
  const headline = useHeadline(period);
  return (
    <section aria-labelledby="dashboard-figures-title" className="dashboard-figures" data-testid="dashboard-figures">
      <div className="dashboard-figures__head">
        <h2 id="dashboard-figures-title" className="dashboard-section-title">
          {t('figuresTitle')}
        </h2>
        <PeriodPicker id="dashboard-period" period={period} onChange={setPeriod} />
      </div>
      <p className="dashboard-note">{t('figuresNote')}</p>
      <HeadlineCards data={headline.isError ? undefined : headline.data} />
      <FigureCharts period={period} failed={headline.isError} />
    </section>
  );
}
