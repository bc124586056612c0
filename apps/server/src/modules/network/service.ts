// The network module's public surface: the courier's sites and what other modules may ask of them.
export { counterOf, isWithin, NetworkService, type NetworkSnapshot, regionOf, type Site } from './network-service.ts';
export { customerNetworkId, knownSiteCodes, siteNames } from './repository.ts';
export { chosenTimeEffectiveTypes } from './time-effective-types.ts';
