import type { NetworkLevel, NetworkNode, PickerPage, TimeEffectiveTypeOption } from '@portal/shared/network';
import { callAt } from '@/lib/api-client.ts';
import type { PageQuery } from './remote-search.ts';

/**
 * The organisation pickers' calls (spec 7), GET at their own paths. The tree's first load names the
 * user's own site (`id` at level 1: the server opens the line down to it); a node's children are
 * the next level under its id.
 */
export const firstNetworks = (networkId: number | null) =>
  callAt<NetworkNode[]>('/network/getFirstLevelNetworks', { level: 1, id: networkId ?? undefined });

export const childNetworks = (node: { id: number; level: NetworkLevel }) =>
  callAt<NetworkNode[]>('/network/getFirstLevelNetworks', { level: node.level + 1, id: node.id });

/** The sites of these levels whose name or code holds the word, a page at a time, the whole network. */
export const searchNetworks = (query: PageQuery, levels: readonly NetworkLevel[], dropOffOnly: boolean, signal: AbortSignal) =>
  callAt<PickerPage<NetworkNode>>(
    '/network/select/all',
    { ...query, typeIds: levels.join(','), dropOff: dropOffOnly ? 1 : undefined },
    { signal },
  );

export const timeEffectivePage = (query: PageQuery, signal: AbortSignal) =>
  callAt<PickerPage<TimeEffectiveTypeOption>>('/timeEffectiveType/page', { ...query }, { signal });
