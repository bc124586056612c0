import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import type { CustomerPage } from '@portal/shared/menu';
import type { MessageKey } from '@portal/shared/messages';
import type { Db } from '../../db/client.ts';
import { PortalError } from '../../lib/errors.ts';
import type { RowScope } from '../../lib/scope.ts';
import type { Access, Caller } from '../../plugins/portal.ts';

/** What an export of one list is asked for: the list's own filters and, optionally, chosen rows. */
export interface ExportQuery {
  /** The list's filters, as its query posts them (already validated by the source). */
  params: Record<string, unknown>;
  /** The export-key values of the selected rows (spec 7), or null for the whole list. */
  ids: string[] | null;
  lang: Lang;
}

/**
 * A list that can be exported (issue 3): the list module declares it once and the export engine
 * does the rest — the endpoint, counting, streaming an xlsx or running a download-centre task.
 * `rows` is read page by page so a 100,000-row export never holds the whole list in memory; the
 * source applies the caller's tenancy exactly as its list call does.
 */
export interface ExportSource {
  /** The export call's name: served at `POST /api/{name}.do`. */
  name: string;
  access: Access;
  /** The menu pages whose list this is (customer sources): the export call declares them as the list's calls do. */
  pages?: readonly CustomerPage[];
  /** A customer source without pages says why every account may export it (as its list's calls do). */
  open?: string;
  /** Checks and normalises the list filters (the list's own zod schema); throws a PortalError when bad. */
  parseParams: (params: unknown) => Record<string, unknown>;
  /**
   * Refuses a caller the access rule alone lets through (a page grant, an export switch): throws a
   * PortalError. Asked before an export is recorded and again before a queued task runs.
   */
  authorize?: (db: Db, caller: Caller) => Promise<void>;
  /**
   * The list follows the account's export switch (spec 6: exportFlag 1 hides export on order management, my
   * waybills and the monthly bill details): the refusal an account with the switch off hears. Checked by the engine
   * (`checkExportSwitch`) before an export is recorded and before its task runs, never by the source itself.
   */
  exportSwitch?: MessageKey;
  /** Refuses a query naming a record the caller cannot reach (throws not found) before anything is recorded. */
  checkQuery?: (db: Db, caller: Caller, query: ExportQuery) => Promise<void>;
  count: (db: Db, caller: Caller, query: ExportQuery) => Promise<number>;
  /** Rows after `afterKey` in a stable order, at most `limit` of them; `key` gives the next page's start. */
  rows: (
    db: Db,
    caller: Caller,
    query: ExportQuery,
    page: { afterKey: string | number | null; limit: number },
  ) => Promise<Record<string, unknown>[]>;
  key: (row: Record<string, unknown>) => string | number;
  /** The default file name when the request names none (spec 9: the Chinese word for 'list'). */
  fileName?: (lang: Lang) => string;
  /** Always a download-centre task, never streamed back (the spec's *Async export calls). */
  alwaysTask?: boolean;
}

/**
 * A download-centre file that is not a list (issue 17: invoice PDFs): its module draws it from the
 * task's parameters. The module records the task with `recordDocumentTask` in the transaction that
 * makes it necessary; the export jobs then run it as they run a list's task (claim, heartbeat,
 * cancel, retry, the stored file and its expiry).
 */
export interface DocumentSource {
  name: string;
  access: Access;
  render: (
    db: Db,
    caller: Caller,
    request: { params: Record<string, unknown>; lang: Lang },
  ) => Promise<{ data: Buffer; contentType: string; items: number }>;
}

/**
 * The export sources of one server instance. List modules add theirs through the export module's
 * `registerExport`, which also serves the source's endpoint; the task runner finds them by name.
 */
export class ExportSources {
  private readonly sources = new Map<string, ExportSource>();
  private readonly documents = new Map<string, DocumentSource>();

  add(source: ExportSource): void {
    if (this.sources.has(source.name) || this.documents.has(source.name)) throw new Error(`export source ${source.name} registered twice`);
    this.sources.set(source.name, source);
  }

  addDocument(source: DocumentSource): void {
    if (this.sources.has(source.name) || this.documents.has(source.name)) throw new Error(`export source ${source.name} registered twice`);
    this.documents.set(source.name, source);
  }

  get(name: string): ExportSource | undefined {
    return this.sources.get(name);
  }

  document(name: string): DocumentSource | undefined {
    return this.documents.get(name);
  }

  names(): string[] {
    return [...this.sources.keys()].sort();
  }
}

/**
 * The rows a customer export may read: the caller's customer. A source declared for customers is
 * only ever run for a customer's account (the access check before it is recorded and before it runs).
 */
export function scopeOf(caller: Caller): RowScope {
  if (caller.customerId === null) throw new Error('a customer export was run for an account without a customer');
  return { customerId: caller.customerId };
}

/**
 * A list source's `parseParams`: the list's own filter schema; filters it refuses make the export's
 * bad parameter, as every list export answers.
 */
export const filtersBy =
  (schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } }) =>
  (params: unknown): Record<string, unknown> => {
    const parsed = schema.safeParse(params ?? {});
    if (!parsed.success) throw new PortalError(Code.BAD_PARAMETER, 'invalidParameter', { field: 'params' });
    return parsed.data as Record<string, unknown>;
  };

/** The ticked rows of an export keyed by a numeric id; a value that is not one names no row. */
export const numericIds = (query: ExportQuery): number[] | null => query.ids?.map(Number).filter(Number.isSafeInteger) ?? null;
