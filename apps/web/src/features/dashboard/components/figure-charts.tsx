import { type Period, type PrescriptionReport, STATUS_GROUP_LIST, type StatusGroup } from '@portal/shared/dashboard';
import { formatRinggit, ringgitOf, senOf } from '@portal/shared/money';
import { Alert, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/chart-kit';
import { useCodFeeCount, useReceiptRate, useStatusCount } from '../api/figures.ts';
import { usePrescriptionReport } from '../api/prescription-report.ts';
import { dPlus, percent, percentValue, shortDay } from '../format.ts';

/** The status groups' colours: the theme presets of spec 1, one meaning each. */
const GROUP_COLOURS: Record<StatusGroup, string> = {
  awaitingPickup: '#FAAD14',
  inTransit: '#1890FF',
  problem: '#FA541C',
  signed: '#52C41A',
  returned: '#722ED1',
  cancelled: '#8C8C8C',
};

function useAxisStyle() {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      textStyle: { color: token.colorTextSecondary, fontFamily: token.fontFamily },
      axisLine: { lineStyle: { color: token.colorBorder } },
      splitLine: { lineStyle: { color: token.colorBorderSecondary } },
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      tooltipBg: token.colorBgElevated,
      text: token.colorText,
    }),
    [token],
  );
}

function ShipmentsByDay({ period }: { period: Period }) {
  const { t } = useTranslation('dashboard');
  const style = useAxisStyle();
  const { data } = useStatusCount(period);
  const option = useMemo(
    () =>
      data && {
        aria: { enabled: false },
        textStyle: style.textStyle,
        color: STATUS_GROUP_LIST.map((g) => GROUP_COLOURS[g]),
        tooltip: { trigger: 'axis', backgroundColor: style.tooltipBg, textStyle: { color: style.text } },
        legend: { top: 0, textStyle: style.textStyle },
        grid: style.grid,
        xAxis: { type: 'category', data: data.days.map((d) => shortDay(d.day)), axisLine: style.axisLine },
        yAxis: { type: 'value', minInterval: 1, splitLine: style.splitLine },
        series: STATUS_GROUP_LIST.map((g) => ({ name: t(`groups.${g}`), type: 'bar', stack: 'all', data: data.days.map((d) => d[g]) })),
      },
    [data, style, t],
  );
  if (!data || !option) return null;
  return (
    <Chart
      title={t('charts.byDay')}
      option={option}
      table={{
        columns: [t('columns.day'), ...STATUS_GROUP_LIST.map((g) => t(`groups.${g}`)), t('columns.all')],
        rows: data.days.map((d) => [d.day, ...STATUS_GROUP_LIST.map((g) => d[g]), d.all]),
      }}
    />
  );
}

function ShipmentsByGroup({ period }: { period: Period }) {
  const { t } = useTranslation('dashboard');
  const style = useAxisStyle();
  const { data } = useStatusCount(period);
  const totals = useMemo(
    () => STATUS_GROUP_LIST.map((g) => ({ group: g, value: data ? data.days.reduce((s, d) => s + d[g], 0) : 0 })),
    [data],
  );
  const option = useMemo(
    () => ({
      aria: { enabled: false },
      textStyle: style.textStyle,
      tooltip: { trigger: 'item', backgroundColor: style.tooltipBg, textStyle: { color: style.text } },
      legend: { bottom: 0, textStyle: style.textStyle },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          center: ['50%', '45%'],
          label: { formatter: '{d}%', color: style.text },
          // Empty groups are left out of the ring (their 0% labels would crowd it); the table lists every group.
          data: totals
            .filter((x) => x.value > 0)
            .map((x) => ({ name: t(`groups.${x.group}`), value: x.value, itemStyle: { color: GROUP_COLOURS[x.group] } })),
        },
      ],
    }),
    [totals, style, t],
  );
  if (!data) return null;
  return (
    <Chart
      title={t('charts.byGroup')}
      option={option}
      table={{ columns: [t('columns.group'), t('columns.shipments')], rows: totals.map((x) => [t(`groups.${x.group}`), x.value]) }}
    />
  );
}

function SignRateByDay({ period }: { period: Period }) {
  const { t } = useTranslation('dashboard');
  const style = useAxisStyle();
  const { data } = useReceiptRate(period);
  const option = useMemo(
    () =>
      data && {
        aria: { enabled: false },
        textStyle: style.textStyle,
        color: [GROUP_COLOURS.signed],
        tooltip: {
          trigger: 'axis',
          valueFormatter: (v: number | null) => (v === null ? '—' : `${v}%`),
          backgroundColor: style.tooltipBg,
          textStyle: { color: style.text },
        },
        grid: style.grid,
        xAxis: { type: 'category', data: data.days.map((d) => shortDay(d.day)), axisLine: style.axisLine },
        yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' }, splitLine: style.splitLine },
        series: [
          {
            name: t('columns.rate'),
            type: 'line',
            smooth: true,
            connectNulls: false,
            areaStyle: { opacity: 0.12 },
            data: data.days.map((d) => percentValue(d.rate)),
          },
        ],
      },
    [data, style, t],
  );
  if (!data || !option) return null;
  return (
    <Chart
      title={t('charts.signRate', { rate: percent(data.rate) })}
      option={option}
      table={{
        columns: [t('columns.day'), t('columns.shipped'), t('columns.signed'), t('columns.rate')],
        rows: data.days.map((d) => [d.day, d.shipped, d.signed, percent(d.rate)]),
      }}
    />
  );
}

function CodFigures({ period }: { period: Period }) {
  const { t } = useTranslation('dashboard');
  const style = useAxisStyle();
  const { data } = useCodFeeCount(period);
  const kinds = useMemo(
    () =>
      data
        ? ([
            ['collected', data.collected, GROUP_COLOURS.signed],
            ['pending', data.pending, GROUP_COLOURS.inTransit],
            ['returned', data.returned, GROUP_COLOURS.returned],
          ] as const)
        : [],
    [data],
  );
  const option = useMemo(
    () => ({
      aria: { enabled: false },
      textStyle: style.textStyle,
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: number) => formatRinggit(senOf(v)),
        backgroundColor: style.tooltipBg,
        textStyle: { color: style.text },
      },
      grid: { ...style.grid, left: 96 },
      xAxis: { type: 'value', splitNumber: 3, axisLabel: { formatter: 'RM {value}', hideOverlap: true }, splitLine: style.splitLine },
      yAxis: { type: 'category', data: kinds.map(([k]) => t(`cod.${k}`)), axisLine: style.axisLine },
      series: [
        {
          type: 'bar',
          name: t('columns.amount'),
          barMaxWidth: 28,
          data: kinds.map(([, f, colour]) => ({ value: ringgitOf(f.sen), itemStyle: { color: colour } })),
        },
      ],
    }),
    [kinds, style, t],
  );
  if (!data) return null;
  return (
    <Chart
      title={t('charts.cod', { total: formatRinggit(data.total.sen), orders: data.total.orders, count: data.total.orders })}
      option={option}
      height={220}
      table={{
        columns: [t('columns.codKind'), t('columns.codOrders'), t('columns.amount')],
        rows: kinds.map(([k, f]) => [t(`cod.${k}`), f.orders, formatRinggit(f.sen)]),
      }}
    />
  );
}

/** Promised against measured delivery days by route class and product (shared with the aging query page). */
export function DeliveryTimeChart({ report, title }: { report: PrescriptionReport; title: string }) {
  const { t } = useTranslation('dashboard');
  const style = useAxisStyle();
  const names = useMemo(() => report.lines.map((l) => `${t(`routeClasses.${l.routeClass}`)} · ${l.expressTypeName}`), [report, t]);
  const option = useMemo(
    () => ({
      aria: { enabled: false },
      textStyle: style.textStyle,
      tooltip: { trigger: 'axis', backgroundColor: style.tooltipBg, textStyle: { color: style.text } },
      legend: { top: 0, textStyle: style.textStyle },
      grid: { ...style.grid, bottom: 64 },
      xAxis: { type: 'category', data: names, axisLabel: { interval: 0, rotate: names.length > 4 ? 20 : 0 }, axisLine: style.axisLine },
      yAxis: [
        { type: 'value', name: t('columns.days'), minInterval: 1, splitLine: style.splitLine },
        { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
      ],
      series: [
        { name: t('columns.promisedMax'), type: 'bar', color: '#BFBFBF', barMaxWidth: 28, data: report.lines.map((l) => l.promisedMax) },
        {
          name: t('columns.measuredAvg'),
          type: 'bar',
          color: GROUP_COLOURS.inTransit,
          barMaxWidth: 28,
          data: report.lines.map((l) => l.averageDays),
        },
        {
          name: t('columns.onTimeRate'),
          type: 'line',
          yAxisIndex: 1,
          color: GROUP_COLOURS.signed,
          data: report.lines.map((l) => percentValue(l.onTimeRate)),
        },
      ],
    }),
    [report, names, style, t],
  );
  return (
    <Chart
      title={title}
      option={option}
      table={{
        columns: [t('columns.route'), t('columns.promised'), t('columns.measuredAvg'), t('columns.onTimeRate'), t('columns.signedParcels')],
        rows: report.lines.map((l, i) => [
          names[i]!,
          dPlus(l.promisedMin, l.promisedMax),
          l.averageDays === null ? '—' : `D+${l.averageDays.toFixed(1)}`,
          percent(l.onTimeRate),
          l.signed,
        ]),
      }}
    />
  );
}

function DeliveryTime({ period }: { period: Period }) {
  const { t } = useTranslation('dashboard');
  const { data } = usePrescriptionReport(period);
  if (!data) return null;
  return (
    <>
      <DeliveryTimeChart report={data} title={t('charts.deliveryTime', { rate: percent(data.total.onTimeRate) })} />
      {data.lines.length === 0 && <p className="dashboard-note">{t('aging.noData')}</p>}
    </>
  );
}

/** The dashboard's charts for a period, each with its table. */
export function FigureCharts({ period, failed }: { period: Period; failed: boolean }) {
  const { t } = useTranslation('dashboard');
  if (failed) return <Alert type="error" showIcon title={t('loadFailed')} />;
  return (
    <div className="dashboard-charts">
      <div className="dashboard-panel dashboard-panel--wide">
        <ShipmentsByDay period={period} />
      </div>
      <div className="dashboard-panel">
        <ShipmentsByGroup period={period} />
      </div>
      <div className="dashboard-panel dashboard-panel--wide">
        <SignRateByDay period={period} />
      </div>
      <div className="dashboard-panel">
        <CodFigures period={period} />
      </div>
      <div className="dashboard-panel dashboard-panel--full">
        <DeliveryTime period={period} />
      </div>
    </div>
  );
}
