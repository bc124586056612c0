import { useEffect, useState } from 'react';
import { call } from '@/lib/api-client.ts';

export interface ImgCode {
  /** PNG data URL. */
  img: string;
  /** Sent back as `imgUuid` with the typed code. */
  imgUuid: string;
  expiresIn: number;
}

const getImgCode = () => call<ImgCode>('open/getImgCode', {}, { anonymous: true });

/**
 * Every code is good for one attempt only, so each `round` (bumped after a failed attempt or a
 * click on the image) fetches a new one and a used one is never shown again. Plain state rather
 * than a cached query: nothing is worth caching, and /login then loads none of the query hooks.
 */
export function useImgCode(enabled: boolean, round: number): { data: ImgCode | undefined; isFetching: boolean } {
  const [fetched, setFetched] = useState<{ round: number; data?: ImgCode } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    getImgCode().then(
      (data) => current && setFetched({ round, data }),
      // No picture: the spinner stays and a click on it asks again (a new round).
      () => current && setFetched({ round }),
    );
    return () => {
      current = false;
    };
  }, [enabled, round]);
  const settled = enabled && fetched?.round === round;
  return { data: settled ? fetched.data : undefined, isFetching: enabled && !settled };
}
