import { cellRenderer, type TableConfig, tableConfig, type UserColumnSetting, userColumnSetting } from '@portal/shared/table-config';

/** What `getTableConfig` answers (the lead's server; the shapes are fixed). */
export interface TableConfigReply {
  tabKey: string;
  name: string;
  tabValue: TableConfig;
  userSetting: UserColumnSetting | null;
  updateTime: string;
}

/** A configuration ready to show. */
export interface LoadedTableConfig {
  name: string;
  config: TableConfig;
  setting: UserColumnSetting | null;
  /** Props of the columns whose renderer did not validate: they show plain text (spec 8). */
  invalidRenderers: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Old configurations stored tabValue as a JSON string (spec 3); both forms are read. */
function parseJsonish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/**
 * Reads a reply (from the server, or the copy kept in the browser) without trusting it. A column
 * whose `custom` renderer does not validate loses it and is reported, instead of failing the whole
 * table: its values then show as plain text. Nothing in a configuration is ever evaluated.
 * Null when the configuration itself is unusable.
 */
export function readTableConfigReply(raw: unknown): LoadedTableConfig | null {
  if (!isObject(raw)) return null;
  const tabValue = parseJsonish(raw.tabValue);
  if (!isObject(tabValue) || !Array.isArray(tabValue.columnList)) return null;
  const invalidRenderers: string[] = [];
  const columnList = tabValue.columnList.map((column: unknown) => {
    if (!isObject(column) || column.custom === undefined) return column;
    if (column.custom !== null && cellRenderer.safeParse(column.custom).success) return column;
    if (column.custom !== null) invalidRenderers.push(String(column.prop));
    const { custom: _dropped, ...rest } = column;
    return rest;
  });
  const config = tableConfig.safeParse({ ...tabValue, columnList });
  if (!config.success) return null;
  const setting = userColumnSetting.safeParse(parseJsonish(raw.userSetting));
  return {
    name: typeof raw.name === 'string' ? raw.name : '',
    config: config.data,
    setting: setting.success ? setting.data : null,
    invalidRenderers,
  };
}
