/** Today's date (YYYY-MM-DD) in Malaysia, whatever the browser's own time zone. */
export function malaysiaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
