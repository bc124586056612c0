import { isDomesticPostcode } from '@portal/shared/address';
import type { FormRule } from 'antd';
import { msg } from '@/lib/i18n.ts';
import { postcodePlaces } from './api/geography.ts';

/**
 * A well-formed postcode must also exist ("The postcode 00000 was not found"): the address dialogs
 * and the order forms say it the same way. The lookup is cached, so this costs one call per postcode.
 */
export const knownPostcodeRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    const postcode = value?.trim() ?? '';
    if (!isDomesticPostcode(postcode)) return;
    const places = await postcodePlaces(postcode).catch(() => null);
    if (places?.length === 0) throw new Error(msg('postcodeNotFound', { postcode }));
  },
};
