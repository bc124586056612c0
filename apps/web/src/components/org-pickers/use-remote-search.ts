import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFeedback } from '@/components/feedback-kit';
import { isSilent } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { type PageFetcher, RemoteSearch, type RemoteSearchState } from './remote-search.ts';

/** A picker's remote search (remote-search.ts) for a component: its state, and a refusal told as an error toast (spec 8). */
export function useRemoteSearch<T>(
  fetchPage: PageFetcher<T>,
  key: (record: T) => string | number,
): { state: RemoteSearchState<T>; search: RemoteSearch<T> } {
  const { message } = useFeedback();
  const latest = useRef(fetchPage);
  latest.current = fetchPage;
  const [search] = useState(
    () =>
      new RemoteSearch<T>((query, signal) => latest.current(query, signal), {
        key,
        onError: (err) => {
          if (!isSilent(err)) void message.error(refusalText(err));
        },
      }),
  );
  // Leaving the page: a search waiting or on its way is dropped.
  useEffect(() => search.reset, [search]);
  const state = useSyncExternalStore(search.subscribe, search.snapshot);
  return { state, search };
}
