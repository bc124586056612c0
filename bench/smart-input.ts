import { CORPUS_FILES, corpusAccuracy, FIELDS, loadCorpus } from '../apps/server/src/modules/addresses/smart-input/accuracy.ts';
import { buildGeography } from '../apps/server/src/modules/addresses/smart-input/geography.ts';
import { parseSmartInput } from '../apps/server/src/modules/addresses/smart-input/parse.ts';
import { malaysianPostcodes } from '../apps/server/src/modules/geography/dataset.ts';
import { machine, today, writeSection } from './lib/report.ts';

const ITERATIONS = 500;

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

/**
 * Smart paste (getSmartInput.do): field accuracy over the hand-written corpus, and the time one
 * parse takes once the geography is built. Each case is parsed ITERATIONS times after a warm-up;
 * its time is the mean of those, and the figures are the median, p95 and worst over the cases.
 */
export function benchSmartInput(command: string): void {
  const places = malaysianPostcodes();
  const built = performance.now();
  const geo = buildGeography(places);
  const buildMs = performance.now() - built;
  const cases = loadCorpus();
  const parse = (text: string) => parseSmartInput(text, geo);

  const { perField, overall } = corpusAccuracy(cases, parse);
  for (let round = 0; round < 20; round++) for (const c of cases) parse(c.text);
  const micros = cases
    .map((c) => {
      const start = performance.now();
      for (let i = 0; i < ITERATIONS; i++) parse(c.text);
      return ((performance.now() - start) / ITERATIONS) * 1000;
    })
    .sort((a, b) => a - b);
  const median = quantile(micros, 0.5);
  const ok = overall >= 0.95 && median < 1000;

  writeSection(
    'smart-input',
    `## Smart paste: getSmartInput.do

Bars: at least 95% of the fields of the corpus right; one parse well under 1 ms once the geography is built. The corpus
figure is in-sample (the parser was refined on these cases); the folder's README gives the figures of batches measured
blind, before any change, which are the better estimate for unseen pastes.

Measured ${today()} on ${machine()}, with \`${command}\`, in the bench process (no server). The corpus is
${CORPUS_FILES.map((f) => `\`${f}\``).join(', ')} in \`apps/server/src/modules/addresses/smart-input/\`, ${cases.length}
hand-written pastes with six fields each (name, phone, postcode, state, city, street address; the address compared without
regard to commas, spacing and case).
Each paste is parsed ${ITERATIONS} times after a warm-up; its time is the mean, and the table gives the median, p95 and
worst over the pastes. The geography (${places.length.toLocaleString('en')} postcode entries) is built once.

| figure | value |
|---|---|
| ${FIELDS.map((f) => `${f} | ${percent(perField[f])}`).join(' |\n| ')} |
| **all fields** | **${percent(overall)}** |
| parse, median | ${median.toFixed(1)} µs |
| parse, p95 | ${quantile(micros, 0.95).toFixed(1)} µs |
| parse, worst paste | ${quantile(micros, 1).toFixed(1)} µs |
| building the geography | ${buildMs.toFixed(1)} ms |

Verdict: ${ok ? 'meets the bar' : '**misses the bar**'}.`,
  );
  console.table({
    ...Object.fromEntries(FIELDS.map((f) => [f, percent(perField[f])])),
    overall: percent(overall),
    medianMicros: median.toFixed(1),
    buildMs: buildMs.toFixed(1),
  });
}
