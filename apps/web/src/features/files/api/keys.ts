import { listQueryKey } from '@/components/list-kit/use-list-data.ts';

/** The accessory library's query keys: the files are a list-kit list (getAccessoryList). */
export const fileKeys = {
  accessories: () => listQueryKey('getAccessoryList'),
};
