import { TableOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from './use-near-screen.ts';

/** What a chart shows, as rows: the table view and the screen readers' version of the chart. */
interface ChartTableData {
  columns: string[];
  rows: (string | number)[][];
}

export interface ChartProps {
  /** The chart's heading, also the table's caption. */
  title: string;
  option: EChartsCoreOption;
  table: ChartTableData;
  height?: number;
}

type EChartsInstance = ReturnType<typeof import('./echarts.ts')['echarts']['init']>;

/** The rows as an HTML table; visually hidden beside the drawn chart, so a screen reader always has it. */
function ChartTable({ caption, data, hidden }: { caption: string; data: ChartTableData; hidden: boolean }) {
  return (
    <div className={hidden ? 'sr-only' : 'chart-kit__table'}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {data.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={data.columns[i]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={data.columns[i]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One chart drawn by Apache ECharts, loaded when the chart first comes near the screen (echarts.ts;
 * until then its skeleton holds the chart's height), with its table: hidden for
 * sight but read by screen readers while the chart shows, and shown instead of the chart by the
 * "table" toggle. The canvas itself is hidden from assistive technology (the table says it all).
 */
export function Chart({ title, option, table, height = 280 }: ChartProps) {
  const { t } = useTranslation('common');
  const host = useRef<HTMLDivElement>(null);
  const [asTable, setAsTable] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const figure = useRef<HTMLElement>(null);
  const near = useNearScreen(figure);

  useEffect(() => {
    if (!near || asTable || !host.current) return;
    const element = host.current;
    let chart: EChartsInstance | null = null;
    let gone = false;
    void import('./echarts.ts').then(({ echarts }) => {
      if (gone) return;
      chart = echarts.init(element, undefined, { renderer: 'canvas' });
      chart.setOption(option);
      setDrawn(true);
    });
    const resize = new ResizeObserver(() => chart?.resize());
    resize.observe(element);
    return () => {
      gone = true;
      resize.disconnect();
      chart?.dispose();
    };
  }, [option, asTable, near]);

  return (
    <figure ref={figure} className="chart-kit" aria-label={title}>
      <figcaption className="chart-kit__head">
        <h3 className="chart-kit__title">{title}</h3>
        <Button size="small" icon={<TableOutlined aria-hidden />} aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? t('chart.showChart') : t('chart.showTable')}
        </Button>
      </figcaption>
      {asTable ? (
        <ChartTable caption={title} data={table} hidden={false} />
      ) : (
        <>
          {/* ECharts owns the host's content (it empties it when disposed): the skeleton lies over it, not in it. */}
          <div className="chart-kit__stage" style={{ height }}>
            <div ref={host} className="chart-kit__canvas" style={{ height }} aria-hidden="true" data-testid="chart-canvas" />
            {!drawn && <Skeleton active paragraph={{ rows: 4 }} className="chart-kit__loading" />}
          </div>
          <ChartTable caption={title} data={table} hidden />
        </>
      )}
    </figure>
  );
}
