import { listQueryKey } from '@/components/list-kit/use-list-data.ts';

/** The text admin's query keys: the texts are a list-kit list (listI18n). */
export const i18nAdminKeys = {
  texts: () => listQueryKey('listI18n'),
};
