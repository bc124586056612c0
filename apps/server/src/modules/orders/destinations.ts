import { isReceivableCountry, type ReceivableCountry } from '@portal/shared/countries';

/**
 * The destination hubs of the international network, per receivable country (getDestination.do):
 * where the parcel leaves the courier's hands for the partner's last mile. The receiver's own town
 * is free text; the hub is chosen from this list and printed on the label.
 */
const DESTINATIONS: Record<ReceivableCountry, readonly string[]> = {
  SGP: ['Singapore'],
  BRN: ['Bandar Seri Begawan', 'Kuala Belait', 'Tutong'],
  IDN: ['Jakarta', 'Surabaya', 'Medan', 'Batam', 'Pontianak'],
  THA: ['Bangkok', 'Hat Yai', 'Chiang Mai'],
  PHL: ['Manila', 'Cebu', 'Davao'],
  VNM: ['Ho Chi Minh City', 'Hanoi', 'Da Nang'],
  KHM: ['Phnom Penh', 'Siem Reap'],
  CHN: ['Guangzhou', 'Shenzhen', 'Shanghai', 'Beijing', 'Xiamen'],
  HKG: ['Hong Kong'],
  TWN: ['Taipei', 'Kaohsiung'],
  JPN: ['Tokyo', 'Osaka'],
  KOR: ['Seoul', 'Busan'],
  AUS: ['Sydney', 'Melbourne', 'Perth', 'Brisbane'],
};

/** A country's hubs; none for a country the network does not deliver to. */
export const destinationsOf = (country: string): readonly string[] => (isReceivableCountry(country) ? DESTINATIONS[country] : []);

export const isDestinationOf = (country: string, destination: string): boolean =>
  destinationsOf(country).some((d) => d.toLowerCase() === destination.trim().toLowerCase());
