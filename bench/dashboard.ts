import { malaysiaDate } from '@portal/shared/time';
import { loadAverages, machine, percentiles, today, writeSection } from './lib/report.ts';
import { demoToken, jsonPoster, startBenchServer } from './lib/server.ts';

/**
 * `--only dashboard` (PostgreSQL only): every dashboard call over the order list bench's 1,000,000
 * orders of one customer (bench/order-list-server.ts seeds them, with pick-up and signing times), one
 * request at a time, for the last 7 days, 30 days and a whole year. Bar (issue 15): p95 <= 100 ms.
 * The figures are pre-aggregated (docs/decisions.md "Dashboard figures"), so there is no SQL floor to
 * compare with beyond the counts themselves.
 */
const CALLS = ['getData', 'getHomeStatusCount', 'getReceiptRate', 'getCodFeeCount', 'getPrescriptionReport'] as const;
const PERIODS = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '366 days', days: 366 },
];

export async function reportDashboard(opts: { samples: number; pgUrl: string; command: string }): Promise<void> {
  const loadAtStart = loadAverages();
  const server = await startBenchServer({
    entry: 'order-list-server.ts',
    port: 8315,
    databaseUrl: opts.pgUrl,
    database: 'portal_bench_dashboard',
    seeding: 'loading the dashboard database',
    name: 'the dashboard bench server',
  });
  const rows: string[] = [];
  let missed = 0;
  try {
    const post = jsonPoster(server.url);
    const token = await demoToken(server.url);
    for (const period of PERIODS) {
      const parameter = { dateFrom: malaysiaDate(1 - period.days), dateTo: malaysiaDate(0) };
      for (const call of CALLS) {
        const once = async () => {
          const started = performance.now();
          const reply = await post<{ success?: boolean; desc?: string }>(`/api/${call}.do`, { parameter }, token);
          if (!reply.success) throw new Error(`${call} ${period.label}: ${reply.desc}`);
          return performance.now() - started;
        };
        for (let i = 0; i < 5; i++) await once();
        const ms: number[] = [];
        for (let i = 0; i < opts.samples; i++) ms.push(await once());
        const { p50, p95, p99 } = percentiles(ms);
        if (p95 > 100) missed++;
        rows.push(
          `| \`${call}\` | ${period.label} | ${p50} ms | ${p95} ms | ${p99} ms | ${ms.length} | ${p95 <= 100 ? 'meets the bar' : '**misses the bar**'} |`,
        );
        console.log(`${call} ${period.label}: p50 ${p50} p95 ${p95} ms`);
      }
    }
  } finally {
    await server.stop();
  }
  const loadAtEnd = loadAverages();
  writeSection(
    'dashboard',
    `## Dashboard calls over 1,000,000 waybills of one customer (issue 15)

Bar (QUALITY.md, issue 15): every dashboard call p95 <= 100 ms with 1,000,000 waybills. Measured ${today()} on
${machine()}, with \`${opts.command}\`, on the order list bench's data (\`bench/order-list-server.ts\`: 1,000,000 orders of the demo
customer over its days, statuses by age, pick-up and signing times on the parcels past pick-up, the counts by day
folded, no vacuum). Each call as the dashboard posts it for the last 7 days, 30 days and a year, as the logged-in demo
user, one request at a time after 5 warm-up calls, ${opts.samples} samples. The calls read \`order_day_counts\` and
\`order_day_deliveries\` (docs/decisions.md "Dashboard figures"), never the orders. Load average ${loadAtStart} at the
start, ${loadAtEnd} at the end.

| call | period | p50 | p95 | p99 | samples | verdict |
|---|---|---|---|---|---|---|
${rows.join('\n')}

${missed === 0 ? 'Every call meets the bar.' : `${missed} call(s) over the bar.`}`,
  );
}
