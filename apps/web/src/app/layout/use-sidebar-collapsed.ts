import { useCallback, useState } from 'react';
import { local, StorageKey } from '@/lib/storage.ts';

/** The sidebar's collapsed state, kept across reloads (spec 2). */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => local.get(StorageKey.sidebarCollapsed) === '1');
  const update = useCallback((next: boolean) => {
    local.set(StorageKey.sidebarCollapsed, next ? '1' : '0');
    setCollapsed(next);
  }, []);
  return [collapsed, update];
}
