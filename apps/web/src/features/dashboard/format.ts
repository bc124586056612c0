/** A rate as the dashboard shows it: 97.3%, or a dash without a base. */
export const percent = (rate: number | null): string => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
/** A rate as a chart plots it: 0..100 with one decimal, null without a base (a gap in the line). */
export const percentValue = (rate: number | null): number | null => (rate === null ? null : Math.round(rate * 1000) / 10);
/** 2025-03-07 as 03-07 on a day axis. */
export const shortDay = (day: string): string => day.slice(5);
/** D+n as the courier writes delivery time; D+2–3 for a range. */
export const dPlus = (min: number, max = min): string => (min === max ? `D+${min}` : `D+${min}–${max}`);
