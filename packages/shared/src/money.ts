/** Money is integer sen everywhere (RM 1.00 = 100). This is the one place that formats it. */
export function formatRinggit(sen: number): string {
  const negative = sen < 0;
  const abs = Math.abs(Math.trunc(sen));
  const ringgit = Math.floor(abs / 100).toLocaleString('en-MY');
  const cents = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}RM ${ringgit}.${cents}`;
}
