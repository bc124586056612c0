/**
 * Prepared statements, built once per database handle and name. A statement prepared with a name is
 * also planned once per PostgreSQL connection, so a hot read pays neither drizzle's query building
 * nor PostgreSQL's planning per request. Names are the statements' identity on a connection: each
 * name must always mean the same SQL text, so it spells out what varies (the filters present).
 */
const byHandle = new WeakMap<object, Map<string, unknown>>();

export function preparedOnce<T>(db: object, name: string, prepare: () => T): T {
  let statements = byHandle.get(db);
  if (!statements) {
    statements = new Map();
    byHandle.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare();
    statements.set(name, statement);
  }
  return statement;
}
