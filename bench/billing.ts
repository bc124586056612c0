import { loadAverages, machine, percentiles, today, writeSection } from './lib/report.ts';
import { demoToken, jsonPoster, startBenchServer } from './lib/server.ts';

/**
 * `--only billing` (PostgreSQL only; `--shipments N`, default 1,000,000; `--samples N`, default 200): the
 * month-end run over N shipments billed on account of 1,000 customers, delivered or returned last month,
 * among as many the run must skip (bench/billing-server.ts seeds them), against its floor in the same run:
 * the same aggregation in one SQL statement. Bar (QUALITY.md, issue 17): 1,000,000 shipments <= 60 s.
 * Then the details page of the biggest statement (a tenth of the shipments): getMonthlyBillDetails at
 * pages spread over the whole statement, one request at a time, against its statements run directly.
 * Bar: p95 <= 50 ms.
 */
export async function reportBilling(opts: { shipments: number; samples: number; pgUrl: string; command: string }): Promise<void> {
  const loadAtStart = loadAverages();
  // The bench server reads its size from the environment it inherits.
  process.env.BENCH_SHIPMENTS = String(opts.shipments);
  const server = await startBenchServer({
    entry: 'billing-server.ts',
    port: 8316,
    databaseUrl: opts.pgUrl,
    database: 'portal_bench_billing',
    seeding: 'loading the billing database',
    name: 'the billing bench server',
  });
  let report: string;
  try {
    const post = jsonPoster(server.url);
    const run = await post<{
      month: string;
      floorMs: number;
      floorCustomers: number;
      runMs: number;
      statements: number;
      lines: number;
      big: { bill_no: string; shipments: number };
    }>('/bench/billing', {});
    console.log(
      `billing: floor ${Math.round(run.floorMs)} ms, run ${Math.round(run.runMs)} ms, ${run.statements} statements, ${run.lines} lines`,
    );
    if (run.lines !== opts.shipments || run.statements !== run.floorCustomers)
      throw new Error(`the run billed ${run.lines} of ${opts.shipments}`);

    const token = await demoToken(server.url);
    const pages = Math.ceil(run.big.shipments / 20);
    const pageOf = (i: number) => 1 + Math.floor(((i * 7919) % opts.samples) * (pages / opts.samples));
    const portal: number[] = [];
    const floor: number[] = [];
    for (let i = -5; i < opts.samples; i++) {
      const parameter = { billNo: run.big.bill_no, page: pageOf(Math.max(i, 0)), pageSize: 20 };
      const started = performance.now();
      const reply = await post<{ success?: boolean; desc?: string }>('/api/getMonthlyBillDetails.do', { parameter }, token);
      if (!reply.success) throw new Error(`getMonthlyBillDetails: ${reply.desc}`);
      if (i >= 0) portal.push(performance.now() - started);
      if (i >= 0 && i % 4 === 0) floor.push(...(await post<{ ms: number[] }>('/bench/floor', { parameter, runs: 1 })).ms);
    }
    const p = percentiles(portal);
    const f = percentiles(floor);
    // The bar is set for 1,000,000 shipments; a smaller run (--shipments) is a quick try with no verdict.
    const full = opts.shipments >= 1_000_000;
    report = `| month-end run (\`closeMonth\`) | ${run.lines.toLocaleString('en')} shipments, ${run.statements} statements | ${(run.runMs / 1000).toFixed(1)} s | ${(run.floorMs / 1000).toFixed(1)} s | ${(run.runMs / run.floorMs).toFixed(1)}x | ${full ? (run.runMs <= 60_000 ? 'meets the bar' : '**misses the bar**') : 'no verdict below 1,000,000'} |
| getMonthlyBillDetails, p95 (p50, p99) | ${run.big.shipments.toLocaleString('en')} lines, ${opts.samples} pages over all of them | ${p.p95} ms (${p.p50}, ${p.p99}) | ${f.p95} ms (${f.p50}, ${f.p99}) | - | ${p.p95 <= 50 ? 'meets the bar' : '**misses the bar**'} |`;
  } finally {
    await server.stop();
  }
  writeSection(
    'billing',
    `## Month-end billing and statement details (issue 17)

Bars (QUALITY.md, issue 17): the month-end run over 1,000,000 shipments of 1,000 customers on PostgreSQL <= 60 s, beside
its floor, the same aggregation in one SQL statement; the statement details page p95 <= 50 ms. Measured ${today()} on
${machine()}, with \`${opts.command}\`: ${opts.shipments.toLocaleString('en')} shipments billed on account (PM, PAYMONTHLY),
delivered (9 in 10) or returned last month, a tenth of them the demo customer's and the rest over 999 others, among as many
the run must skip (paid from the wallet, in cash, or still on the way); \`bench/billing-server.ts\`. The run makes every
statement, its numbers, lines, adjustments and figures in one transaction (docs/decisions.md "Monthly statements"). The
details page: the demo user's statement, pages of 20 spread over the whole of it, one request at a time after 5 warm-up
calls; its floor is the page's statements run directly through the driver. Load average ${loadAtStart} at the start,
${loadAverages()} at the end.

| what | size | portal | floor | ratio | verdict |
|---|---|---|---|---|---|
${report}`,
  );
}
