// Test fixtures of the address module: a receiver-book entry every rule accepts.

/** Nur Aisyah in Petaling Jaya, typed as a shipper would (lower-case state and town, +60 phone). */
export const receiverEntry = {
  addressType: '1',
  name: 'Nur Aisyah binti Kamal',
  contacts: '+6012-777 8899',
  postcode: '47301',
  prov: 'selangor',
  city: 'petaling jaya',
  address: 'No. 8, Jalan 14/22, Seksyen 14',
  defaultaddress: '0',
};
