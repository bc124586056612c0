import type { AddressTypeOption, CountryOption, PostcodePlace } from '@portal/shared/address';
import type { Lang } from '@portal/shared/lang';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

/** The places a postcode belongs to (two when two towns share it; none when it is unknown). */
export const postcodePlaces = (postcode: string): Promise<PostcodePlace[]> =>
  queryClient.fetchQuery({
    queryKey: ['postcodePlaces', postcode],
    queryFn: () => call<{ list: PostcodePlace[] }>('getAddressesByCode', [{ postcode }]).then((d) => d.list),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The countries this customer may send to (spec 3 "Country option"), named in the interface language. */
export const useReceivingCountries = (enabled = true) =>
  useQuery({
    queryKey: ['receivingCountries'],
    queryFn: () => call<CountryOption[]>('getReceivingCountry'),
    staleTime: 10 * 60_000,
    enabled,
  });

/** The courier's kinds of premises (`getAddressTypes`), as choices named in `lang`, and the usual one. */
export const useAddressTypes = (lang: Lang) =>
  useQuery({
    queryKey: ['addressTypes'],
    queryFn: () => call<AddressTypeOption[]>('getAddressTypes'),
    staleTime: Number.POSITIVE_INFINITY,
    select: (types) => ({
      options: types.map((t) => ({ value: t.typeNumber, label: lang === 'zh' ? t.typeName : t[lang] })),
      usual: types.find((t) => t.defaultItem)?.typeNumber,
    }),
  });
