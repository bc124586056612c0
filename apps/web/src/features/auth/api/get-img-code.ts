import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

export interface ImgCode {
  /** PNG data URL. */
  img: string;
  /** Sent back as `imgUuid` with the typed code. */
  imgUuid: string;
  expiresIn: number;
}

export const getImgCode = () => call<ImgCode>('open/getImgCode', {}, { anonymous: true });

/**
 * Every code is good for one attempt only, so each `round` (bumped after a failed attempt or a
 * click on the image) is a new query, and a used one is never served from the cache.
 */
export const useImgCode = (enabled: boolean, round: number) =>
  useQuery({ queryKey: ['auth', 'imgCode', round], queryFn: getImgCode, enabled, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 });
