import { tabKeySchema, tableConfig } from '@portal/shared/table-config';
import { z } from 'zod';
import type { PortableTable } from './api/table-transfer.ts';

/** importTableList takes at most 500 configurations, in a body under 1 MB. */
const MAX_IMPORT_CONFIGS = 500;
export const MAX_IMPORT_BYTES = 1024 * 1024;

const portable = z.object({ tabKey: tabKeySchema, name: z.string().trim().min(1).max(200), tabValue: tableConfig });

export type ImportFileCheck =
  | { ok: true; configs: PortableTable[] }
  /** Not JSON, or JSON that holds no list of configurations. */
  | { ok: false; reason: 'format' }
  | { ok: false; reason: 'empty' | 'tooMany' }
  /** The configuration at `position` (1-based) breaks the shared rule at `path`. */
  | { ok: false; reason: 'invalid'; position: number; tabKey: string; path: string }
  | { ok: false; reason: 'duplicate'; tabKey: string };

/**
 * Reads a file exportTableList produced (`{ fileName, configs }`, or a bare list of configurations)
 * and checks every configuration with the same rules the server applies, so a broken file is named
 * before anything is sent; the server still checks all of it, all or nothing.
 */
export function readImportFile(text: string): ImportFileCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, reason: 'format' };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { configs?: unknown } | null)?.configs;
  if (!Array.isArray(list)) return { ok: false, reason: 'format' };
  if (list.length === 0) return { ok: false, reason: 'empty' };
  if (list.length > MAX_IMPORT_CONFIGS) return { ok: false, reason: 'tooMany' };
  const configs: PortableTable[] = [];
  const keys = new Set<string>();
  for (const [i, entry] of list.entries()) {
    const result = portable.safeParse(entry);
    if (!result.success) {
      const tabKey = typeof (entry as { tabKey?: unknown } | null)?.tabKey === 'string' ? (entry as { tabKey: string }).tabKey : '';
      return { ok: false, reason: 'invalid', position: i + 1, tabKey, path: result.error.issues[0]?.path.join('.') ?? '' };
    }
    if (keys.has(result.data.tabKey)) return { ok: false, reason: 'duplicate', tabKey: result.data.tabKey };
    keys.add(result.data.tabKey);
    // What the file says, as it says it: the server applies the defaults itself.
    configs.push({ tabKey: result.data.tabKey, name: result.data.name, tabValue: (entry as { tabValue: unknown }).tabValue });
  }
  return { ok: true, configs };
}

/** The name a download is saved under: the server's, made safe, ending in .json. */
export function jsonFileName(name: string | undefined, fallback = 'table-configurations'): string {
  const base = (name ?? '')
    .replace(/\.json$/i, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .trim();
  return `${base || fallback}.json`;
}
