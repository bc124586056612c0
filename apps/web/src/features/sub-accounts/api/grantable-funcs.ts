import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { subAccountKeys } from './keys.ts';

/** A menu group the main account may grant pages of, with those pages (names in the request language). */
export interface GrantableGroup {
  id: number;
  name: string;
  path: string;
  children: { id: number; name: string; path: string }[];
}

export const useGrantableFuncs = () =>
  useQuery({ queryKey: subAccountKeys.grantable(), queryFn: () => call<GrantableGroup[]>('getGrantableFuncs'), staleTime: 60_000 });
