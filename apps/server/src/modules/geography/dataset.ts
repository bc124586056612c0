import { allPostcodes } from 'malaysia-postcodes';

/** One postcode of the national data set, with the state and city (post town) it belongs to. */
export interface PostcodePlace {
  postcode: string;
  state: string;
  city: string;
}

/** The version of the shipped data set; a new package version loads anew (see `loader.ts`). */
export const DATASET_VERSION = 'malaysia-postcodes@3.0.0';

/**
 * The package spells the federal territories 'Wp Kuala Lumpur'; addresses, labels and people
 * write 'W.P. Kuala Lumpur'. Everything else is used as the package has it.
 */
const stateName = (raw: string): string => raw.replace(/^Wp /, 'W.P. ');

/** Every state with its cities and postcodes, in the package's order, names tidied. */
export function malaysianStates(): { name: string; cities: { name: string; postcodes: string[] }[] }[] {
  return allPostcodes.map((s) => ({
    name: stateName(s.name),
    cities: s.city.map((c) => ({ name: c.name, postcodes: [...c.postcode] })),
  }));
}

/** The flat list: one entry per (postcode, city); a postcode shared by two towns appears twice. */
export function malaysianPostcodes(): PostcodePlace[] {
  return malaysianStates().flatMap((s) =>
    s.cities.flatMap((c) => c.postcodes.map((postcode) => ({ postcode, state: s.name, city: c.name }))),
  );
}
