// The network module's public surface: the courier's sites and what other modules may ask of them.
export { counterOf, NetworkService } from './network-service.ts';
export { knownSiteCodes, siteNames } from './repository.ts';
export { chosenTimeEffectiveTypes } from './time-effective-types.ts';
