/**
 * A row's field by a configuration's prop. Rows are data the server sends; a prop such as
 * `sender.name` reaches into a nested object when the row has no field of that exact name.
 */
export function cellValue(row: object, prop: string): unknown {
  const record = row as Record<string, unknown>;
  if (prop in record || !prop.includes('.')) return record[prop];
  let value: unknown = row;
  for (const part of prop.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/** A row's identity for React keys and selection (the configuration's rowKey). */
export function rowKeyOf(row: object, rowKey: string): string | number {
  const value = cellValue(row, rowKey);
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}
