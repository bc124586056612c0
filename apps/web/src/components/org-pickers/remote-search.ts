import {
  PICKER_FIRST_PAGE,
  PICKER_PAGE_SIZE,
  PICKER_SCROLL_DISTANCE_PX,
  PICKER_SEARCH_DEBOUNCE_MS,
  type PickerPage,
} from '@portal/shared/network';
import { SELECT_MULTIPLE_MAX } from '@portal/shared/select';

/**
 * The organisation pickers' rules without React (spec 9): a remote search asked once typing has
 * paused 1000 ms, in pages of 10 from page 1, the next page appended when the list is scrolled within
 * 10 px of its end; at most 99 values in a multiple choice; a clear that asks first and keeps the
 * value when the answer is no.
 */

export interface PageQuery {
  current: number;
  size: number;
  /** The word typed; absent for none. */
  name?: string;
}

export type PageFetcher<T> = (query: PageQuery, signal: AbortSignal) => Promise<PickerPage<T>>;

export interface RemoteSearchState<T> {
  /** The word the records answer ('' for none). */
  word: string;
  records: T[];
  /** The last page loaded; 0 before the first. */
  current: number;
  pages: number;
  loading: boolean;
  /** The refusal of the last load, if it failed. */
  error: unknown;
}

export interface RemoteSearchOptions<T> {
  /** Tells records apart, so a page that overlaps the one before (a site added meanwhile) adds no twin. */
  key: (record: T) => string | number;
  debounceMs?: number;
  size?: number;
  /** A load refused (spec 8: the server's message as an error toast). */
  onError?: (err: unknown) => void;
}

const EMPTY = { word: '', records: [], current: 0, pages: 0, loading: false, error: null };

export class RemoteSearch<T> {
  private state: RemoteSearchState<T> = EMPTY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: AbortController | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly fetchPage: PageFetcher<T>,
    private readonly options: RemoteSearchOptions<T>,
  ) {}

  /** For useSyncExternalStore: the same object until something changes. */
  readonly snapshot = (): RemoteSearchState<T> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a page after the last one loaded exists. */
  get hasMore(): boolean {
    return this.state.current > 0 && this.state.current < this.state.pages;
  }

  /** The text typed: its first page is asked for once typing has paused (the same word loaded again asks nothing). */
  readonly type = (text: string): void => {
    const word = text.trim();
    this.cancelTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (word !== this.state.word || this.state.current === 0) void this.load(word, PICKER_FIRST_PAGE);
    }, this.options.debounceMs ?? PICKER_SEARCH_DEBOUNCE_MS);
  };

  /**
   * The list opened, its search box empty: the first page without a word now, unless it is what the
   * list shows already or is on its way (a word searched before the list last closed is not kept).
   */
  readonly open = (): void => {
    if (this.state.loading) return;
    if (this.state.current === 0 || this.state.word !== '') void this.load('', PICKER_FIRST_PAGE);
  };

  /** Near the list's end: the next page, appended, when there is one and nothing is loading. */
  readonly more = (): void => {
    if (this.state.loading || !this.hasMore) return;
    void this.load(this.state.word, this.state.current + 1);
  };

  /** What the pages answer has changed (another level asked for): everything loaded is forgotten. */
  readonly reset = (): void => {
    this.cancelTimer();
    this.inFlight?.abort();
    this.inFlight = null;
    this.set(EMPTY);
  };

  readonly dispose = (): void => {
    this.reset();
    this.listeners.clear();
  };

  private cancelTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(next: Partial<RemoteSearchState<T>>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private async load(word: string, current: number): Promise<void> {
    // A new word or page replaces the one being loaded: its answer would come too late to matter.
    this.inFlight?.abort();
    const control = new AbortController();
    this.inFlight = control;
    this.set({ loading: true, error: null });
    try {
      const query: PageQuery = { current, size: this.options.size ?? PICKER_PAGE_SIZE, ...(word ? { name: word } : {}) };
      const page = await this.fetchPage(query, control.signal);
      if (control.signal.aborted) return;
      const records = current === PICKER_FIRST_PAGE ? page.records : appendNew(this.state.records, page.records, this.options.key);
      this.set({ word, records, current: page.current, pages: page.pages, loading: false });
    } catch (err) {
      if (control.signal.aborted) return;
      this.set({ loading: false, error: err });
      this.options.onError?.(err);
    } finally {
      if (this.inFlight === control) this.inFlight = null;
    }
  }
}

/** The records of a next page after those shown, without one already there. */
export function appendNew<T>(shown: readonly T[], next: readonly T[], key: (record: T) => string | number): T[] {
  const seen = new Set(shown.map(key));
  return [...shown, ...next.filter((r) => !seen.has(key(r)))];
}

/** Whether a scrolled list is within `distance` px of its end (spec 9: 10). */
export const isNearBottom = (
  list: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>,
  distance: number = PICKER_SCROLL_DISTANCE_PX,
): boolean => list.scrollHeight - list.scrollTop - list.clientHeight <= distance;

/** A multiple choice cut to the limit (spec 9: 99): the first ones chosen stay. */
export const withinLimit = <V>(values: readonly V[], max: number = SELECT_MULTIPLE_MAX): V[] => values.slice(0, max);

/**
 * A clear that asks first (spec 4: "clearing with a confirmation asks first and on cancel restores
 * the earlier text"): the value after the answer, null when cleared, the one before when not.
 */
export async function clearAfterAsking<V>(before: V, ask: () => Promise<boolean>): Promise<V | null> {
  return (await ask()) ? null : before;
}

/** Picking the value already chosen changes nothing (spec 4: the list just closes). */
export const isSamePick = <V>(chosen: V | null | undefined, picked: V, same: (a: V, b: V) => boolean = Object.is): boolean =>
  chosen !== null && chosen !== undefined && same(chosen, picked);
