import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tabResumeKey } from './resume-key.ts';

/** The tab's sessionStorage, as the browser keeps it for one tab. */
function fakeSessionStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

describe('the key a hidden tab ends its session with', () => {
  beforeEach(() => {
    globalThis.sessionStorage = fakeSessionStorage();
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('is one for the tab, so a late beacon of an earlier hide cannot leave the next page with a key the server never saw', () => {
    const first = tabResumeKey();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(tabResumeKey()).toBe(first);
    expect(tabResumeKey()).toBe(first);
  });

  it('differs between tabs', () => {
    const one = tabResumeKey();
    globalThis.sessionStorage = fakeSessionStorage();
    expect(tabResumeKey()).not.toBe(one);
  });
});
