/** The same server and credentials, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
