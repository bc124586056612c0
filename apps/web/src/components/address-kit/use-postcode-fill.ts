import { isDomesticPostcode, type PostcodePlace } from '@portal/shared/address';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { postcodePlaces } from './api/geography.ts';
import { fillFields } from './fill-form.ts';
import { regionPathOf, samePath } from './region.ts';

/**
 * Five digits of postcode fill the state and town of a form's region cascader; a postcode two towns
 * share offers both (`towns`, shown with TownChoice). Used by the address dialogs and the order forms.
 */
export function usePostcodeFill<Values extends object>(form: FormInstance<Values>, postcodeField: string, regionField: string) {
  const [towns, setTowns] = useState<PostcodePlace[]>([]);

  const setRegion = (path: string[] | undefined) => {
    if (path) fillFields(form, { [regionField]: path } as Partial<Values>);
    else form.setFieldValue(regionField as never, undefined);
  };

  const lookUp = async (postcode: string) => {
    setTowns([]);
    if (!isDomesticPostcode(postcode)) return;
    const places = await postcodePlaces(postcode).catch(() => []);
    // Typed on meanwhile: the newer postcode's own lookup decides.
    if (String(form.getFieldValue(postcodeField as never) ?? '').trim() !== postcode) return;
    const current = form.getFieldValue(regionField as never) as string[] | undefined;
    if (places.length === 1) setRegion(regionPathOf(places[0]!));
    else if (places.length > 1) {
      setTowns(places);
      if (!places.some((p) => samePath(regionPathOf(p), current))) setRegion(undefined);
    }
  };

  /** The cascader changed by hand: an area is a postcode, which then fills the postcode box. */
  const regionChanged = (region: string[] | undefined) => {
    setTowns([]);
    const area = region?.[2];
    if (area && isDomesticPostcode(area) && area !== form.getFieldValue(postcodeField as never)) {
      fillFields(form, { [postcodeField]: area } as Partial<Values>);
    }
  };

  return { towns, setTowns, setRegion, lookUp, regionChanged };
}
