import type { RegionNode } from '@portal/shared/address';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { SessionKey, session } from '@/lib/storage.ts';
import { type CachedRegionTree, readCachedTree } from './region.ts';

interface RegionTreeReply {
  version: string;
  /** Null when the version sent is the current one. */
  list: RegionNode[] | null;
}

/**
 * The state-town-area tree (getAddress), kept in session storage by version: a reload sends the
 * version it holds and the server answers `list: null` while the tree has not changed.
 */
async function loadRegionTree(): Promise<RegionNode[]> {
  const cached = readCachedTree(session.get(SessionKey.regionTree));
  const reply = await call<RegionTreeReply>('getAddress', cached ? { version: cached.version } : {});
  if (!reply.list && cached) return cached.list;
  const tree: CachedRegionTree = { version: reply.version, list: reply.list ?? [] };
  session.set(SessionKey.regionTree, JSON.stringify(tree));
  return tree.list;
}

/** The region tree, fetched once per session (and once per page load after that, as a version check). */
export const useRegionTree = () =>
  useQuery({
    queryKey: ['regionTree'],
    queryFn: loadRegionTree,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
