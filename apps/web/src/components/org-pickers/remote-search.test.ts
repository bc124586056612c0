import type { PickerPage } from '@portal/shared/network';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendNew, clearAfterAsking, isNearBottom, isSamePick, type PageQuery, RemoteSearch, withinLimit } from './remote-search.ts';

interface Site {
  id: number;
  name: string;
}

/** 23 sites, answered a page at a time as the server does, each question recorded. */
function server(total = 23) {
  const sites: Site[] = Array.from({ length: total }, (_, i) => ({ id: i + 1, name: i % 2 ? `Kuala ${i + 1}` : `Johor ${i + 1}` }));
  const asked: PageQuery[] = [];
  const pending: (() => void)[] = [];
  let held = false;
  const fetchPage = (query: PageQuery, signal: AbortSignal): Promise<PickerPage<Site>> => {
    asked.push(query);
    const matches = sites.filter((s) => !query.name || s.name.toLowerCase().includes(query.name.toLowerCase()));
    const start = (query.current - 1) * query.size;
    const page = {
      current: query.current,
      size: query.size,
      total: matches.length,
      pages: Math.ceil(matches.length / query.size),
      records: matches.slice(start, start + query.size),
    };
    return new Promise((resolve, reject) => {
      const answer = () => (signal.aborted ? reject(new DOMException('aborted', 'AbortError')) : resolve(page));
      if (held) pending.push(answer);
      else answer();
    });
  };
  return {
    fetchPage,
    asked,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const answer of pending.splice(0)) answer();
    },
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the remote search of a picker', () => {
  it('asks for a typed word once typing has paused 1000 ms, the latest word only', async () => {
    const s = server();
    const search = new RemoteSearch(s.fetchPage, { key: (r) => r.id });
    search.type('k');
    await vi.advanceTimersByTimeAsync(600);
    search.type('ku');
    await vi.advanceTimersByTimeAsync(600);
    search.type('kua');
    await vi.advanceTimersByTimeAsync(999);
    expect(s.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.asked).toEqual([{ current: 1, size: 10, name: 'kua' }]);
    expect(search.snapshot()).toMatchObject({ word: 'kua', current: 1, pages: 2, loading: false });
    expect(search.snapshot().records.every((r) => r.name.startsWith('Kuala'))).toBe(true);
    // The same word again (spaces aside) asks nothing; clearing the text asks for every site.
    search.type(' kua ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.asked).toHaveLength(1);
    search.type('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.asked.at(-1)).toEqual({ current: 1, size: 10 });
    // The list closed on a word and opened again (its box empty): every site again, at once.
    search.type('johor');
    await vi.advanceTimersByTimeAsync(1000);
    expect(search.snapshot().word).toBe('johor');
    search.open();
    await settle();
    expect(s.asked.at(-1)).toEqual({ current: 1, size: 10 });
    expect(search.snapshot()).toMatchObject({ word: '', current: 1, pages: 3 });
  });

  it('loads the first page of 10 when opened, and the next pages appended until the last', async () => {
    const s = server(23);
    const search = new RemoteSearch(s.fetchPage, { key: (r) => r.id });
    search.more();
    expect(s.asked).toEqual([]);
    search.open();
    await settle();
    expect(search.snapshot().records.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(search.hasMore).toBe(true);
    // Opening again reloads nothing.
    search.open();
    search.more();
    await settle();
    search.more();
    await settle();
    expect(s.asked.map((q) => q.current)).toEqual([1, 2, 3]);
    expect(search.snapshot().records).toHaveLength(23);
    expect(search.hasMore).toBe(false);
    search.more();
    await settle();
    expect(s.asked).toHaveLength(3);
  });

  it('asks for one page at a time however often the end is reached, and drops a page a new word overtook', async () => {
    const s = server(23);
    const search = new RemoteSearch(s.fetchPage, { key: (r) => r.id });
    search.open();
    await settle();
    s.hold();
    search.more();
    search.more();
    search.more();
    expect(s.asked.map((q) => q.current)).toEqual([1, 2]);
    // A word typed while page 2 is on its way: page 2's answer no longer counts.
    search.type('johor');
    await vi.advanceTimersByTimeAsync(1000);
    s.release();
    await settle();
    expect(search.snapshot()).toMatchObject({ word: 'johor', current: 1, loading: false });
    expect(search.snapshot().records.every((r) => r.name.startsWith('Johor'))).toBe(true);
    expect(search.snapshot().records).toHaveLength(10);
  });

  it('tells a refusal once and keeps what it showed; reset forgets everything', async () => {
    const refused = new Error('The session has timed out');
    const onError = vi.fn();
    const search = new RemoteSearch<Site>(() => Promise.reject(refused), { key: (r) => r.id, onError });
    search.open();
    await settle();
    expect(onError).toHaveBeenCalledExactlyOnceWith(refused);
    expect(search.snapshot()).toMatchObject({ loading: false, error: refused, records: [], current: 0 });

    const s = server(5);
    const other = new RemoteSearch(s.fetchPage, { key: (r) => r.id });
    other.open();
    await settle();
    expect(other.snapshot().records).toHaveLength(5);
    other.reset();
    expect(other.snapshot()).toMatchObject({ records: [], current: 0, word: '' });
  });
});

describe('the pieces of a picker', () => {
  it('appends a next page without a record already shown', () => {
    const key = (r: Site) => r.id;
    expect(
      appendNew(
        [{ id: 1, name: 'a' }],
        [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
        ],
        key,
      ).map(key),
    ).toEqual([1, 2]);
  });

  it('loads more within 10 px of the end of the list, not before', () => {
    expect(isNearBottom({ scrollTop: 190, scrollHeight: 500, clientHeight: 300 })).toBe(true);
    expect(isNearBottom({ scrollTop: 200, scrollHeight: 500, clientHeight: 300 })).toBe(true);
    expect(isNearBottom({ scrollTop: 189, scrollHeight: 500, clientHeight: 300 })).toBe(false);
  });

  it('keeps at most 99 values of a multiple choice, the first chosen', () => {
    const chosen = Array.from({ length: 120 }, (_, i) => i);
    expect(withinLimit(chosen)).toHaveLength(99);
    expect(withinLimit(chosen).at(-1)).toBe(98);
    expect(withinLimit([1, 2])).toEqual([1, 2]);
  });

  it('clears only when the answer is yes, and gives the earlier value back otherwise', async () => {
    const site = { id: 1201, name: 'Subang Jaya Hub' };
    expect(await clearAfterAsking(site, async () => false)).toBe(site);
    expect(await clearAfterAsking(site, async () => true)).toBeNull();
  });

  it('knows a pick of the value already chosen', () => {
    expect(isSamePick(1201, 1201)).toBe(true);
    expect(isSamePick(1201, 1102)).toBe(false);
    expect(isSamePick(null, 1201)).toBe(false);
    expect(isSamePick({ id: 1 }, { id: 1 }, (a, b) => a.id === b.id)).toBe(true);
  });
});
