// The geography module's public surface: what other modules may use.
export type { PostcodePlace } from './dataset.ts';
export { GeographyService } from './geography-service.ts';
export { countryLimits, mayShipTo } from './repository.ts';
