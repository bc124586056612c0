/**
 * The destination hubs of the international network, per receivable country (getDestination.do):
 * where the parcel leaves the courier's hands for the partner's last mile. The receiver's own town
 * is free text; the hub is chosen from this list and printed on the label.
 */
export const DESTINATIONS: Record<string, readonly string[]> = {
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

export const isDestinationOf = (country: string, destination: string): boolean =>
  (DESTINATIONS[country] ?? []).some((d) => d.toLowerCase() === destination.trim().toLowerCase());
