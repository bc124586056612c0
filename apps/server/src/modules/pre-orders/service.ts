// What other modules may call of ordering ahead: booking a pickup reservation (the monthly pickup
// schedule books through the very code the reservation page uses).
export { bookPickup } from './book-pickup.ts';
