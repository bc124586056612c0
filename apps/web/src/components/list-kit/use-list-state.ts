import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, type ListStateOptions, readListState, writeListState } from './list-state.ts';

export type SetListState = (change: Partial<ListState>, how?: { replace?: boolean }) => void;

/**
 * The list's page, size, sort and filters, kept in the URL's search parameters (or, for a list
 * inside a dialog, in the component): each change is a history entry, so back undoes it; a
 * correction the user did not ask for (`replace`) is not.
 */
export function useListState(opts: ListStateOptions, inUrl: boolean): [ListState, SetListState] {
  const [urlParams, setUrlParams] = useSearchParams();
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  const params = inUrl ? urlParams : ownParams;
  const state = useMemo(() => readListState(params, opts), [params, opts]);
  const update = useCallback(
    (change: Partial<ListState>, how: { replace?: boolean } = {}) => {
      const next = writeListState(params, { ...state, ...change }, opts);
      if (inUrl) setUrlParams(next, { replace: how.replace === true });
      else setOwnParams(next);
    },
    [params, state, opts, inUrl, setUrlParams],
  );
  return [state, update];
}
