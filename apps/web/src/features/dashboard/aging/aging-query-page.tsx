import type { Period, PrescriptionLine, PrescriptionParameter } from '@portal/shared/dashboard';
import { ROUTE_CLASSES, type RouteClass } from '@portal/shared/delivery-time';
import { Alert, Card, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useExpressTypes } from '../api/get-express-type.ts';
import { usePrescriptionReport } from '../api/prescription-report.ts';
import { DeliveryTimeChart } from '../components/figure-charts.tsx';
import { PeriodPicker } from '../components/period-picker.tsx';
import { dPlus, percent } from '../format.ts';
import { useDashboardColours } from '../use-dashboard-colours.ts';
import { usePeriod } from '../use-period.ts';
import '../dashboard.css';
import { Select } from '@/components/choice-select.tsx';
import { TimeEffectivePicker } from '@/components/org-pickers';

/**
 * `/service/agingQuery` (spec 2 Queries): promised against measured delivery days of the real signed parcels,
 * by product, route class and service time (the time-effective-type picker).
 */
export default function AgingQueryPage() {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = usePeriod();
  const colours = useDashboardColours();
  const [params, setParams] = useSearchParams();
  const expressType = params.get('product') ?? undefined;
  const routeClass = (params.get('route') ?? undefined) as RouteClass | undefined;
  // The service times chosen (time-effective types), kept in the URL as `?times=2,3`.
  const times = (params.get('times') ?? '').split(',').filter(Boolean).map(Number);
  const parameter: PrescriptionParameter = {
    ...period,
    expressType: expressType as PrescriptionParameter['expressType'],
    routeClass,
    timeEffectiveTypeIds: times,
  };
  const report = usePrescriptionReport(parameter);
  const products = useExpressTypes();
  const setFilter = (key: 'product' | 'route' | 'times', value: string | undefined) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (value) copy.set(key, value);
      else copy.delete(key);
      return copy;
    });

  const columns: TableColumnsType<PrescriptionLine> = useMemo(
    () => [
      { key: 'route', title: t('aging.routeClass'), render: (_, l) => t(`routeClasses.${l.routeClass}`) },
      { key: 'product', title: t('aging.product'), dataIndex: 'expressTypeName' },
      { key: 'promised', title: t('columns.promised'), render: (_, l) => dPlus(l.promisedMin, l.promisedMax) },
      {
        key: 'measured',
        title: t('columns.measuredAvg'),
        render: (_, l) => (l.averageDays === null ? '—' : `D+${l.averageDays.toFixed(1)}`),
      },
      { key: 'onTime', title: t('columns.onTimeRate'), render: (_, l) => percent(l.onTimeRate) },
      { key: 'signed', title: t('columns.signedParcels'), dataIndex: 'signed', align: 'right' },
      { key: 'count', title: t('columns.measured'), dataIndex: 'measured', align: 'right' },
      {
        key: 'distribution',
        title: t('columns.distribution'),
        render: (_, l) => l.distribution.map((d) => `D+${d.days}: ${d.parcels}`).join(' · '),
      },
    ],
    [t],
  );
  const data = report.data;
  const unmeasured = data ? data.total.signed - data.total.measured : 0;

  return (
    <div className="dashboard" style={colours} data-testid="aging-query">
      <Card>
        <div className="dashboard-figures__head">
          <h1 className="dashboard-section-title" style={{ margin: 0 }}>
            {t('aging.chart')}
          </h1>
          <div className="dashboard-figures__head">
            <PeriodPicker id="aging-period" period={period} onChange={(p: Period) => setPeriod(p)} />
            <Select
              aria-label={t('aging.product')}
              style={{ minWidth: 160 }}
              value={expressType ?? ''}
              onChange={(v) => setFilter('product', v || undefined)}
              options={[
                { value: '', label: `${t('aging.product')}: ${t('aging.all')}` },
                ...(products.data ?? []).map((p) => ({ value: p.code, label: p.name })),
              ]}
            />
            <Select
              aria-label={t('aging.routeClass')}
              style={{ minWidth: 200 }}
              value={routeClass ?? ''}
              onChange={(v) => setFilter('route', v || undefined)}
              options={[
                { value: '', label: `${t('aging.routeClass')}: ${t('aging.all')}` },
                ...ROUTE_CLASSES.map((r) => ({ value: r, label: t(`routeClasses.${r}`) })),
              ]}
            />
            <TimeEffectivePicker
              multiple
              aria-label={t('aging.serviceTimes')}
              placeholder={`${t('aging.serviceTimes')}: ${t('aging.all')}`}
              style={{ minWidth: 240 }}
              value={times}
              onChange={(ids) => setFilter('times', ids.join(',') || undefined)}
            />
          </div>
        </div>
        <p className="dashboard-note">{t('aging.intro')}</p>
      </Card>
      {report.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      {data && data.lines.length > 0 && (
        <div className="dashboard-panel">
          <DeliveryTimeChart report={data} title={t('charts.deliveryTime', { rate: percent(data.total.onTimeRate) })} />
        </div>
      )}
      <Card>
        <Table<PrescriptionLine>
          rowKey={(l) => `${l.routeClass}/${l.expressType}`}
          columns={columns}
          dataSource={data?.lines ?? []}
          loading={report.isLoading}
          pagination={false}
          // antd's placeholder grey is too faint to read (axe: contrast): the empty text is ordinary secondary text.
          locale={{ emptyText: <span className="dashboard-note">{t('aging.noData')}</span> }}
          summary={() =>
            data && data.lines.length > 1 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {t('aging.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3}>
                  {data.total.averageDays === null ? '—' : `D+${data.total.averageDays.toFixed(1)}`}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4}>{percent(data.total.onTimeRate)}</Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {data.total.signed}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {data.total.measured}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7}>
                  {data.total.distribution.map((d) => `D+${d.days}: ${d.parcels}`).join(' · ')}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
        {unmeasured > 0 && <p className="dashboard-note">{t('aging.notMeasured', { count: unmeasured })}</p>}
      </Card>
    </div>
  );
}
