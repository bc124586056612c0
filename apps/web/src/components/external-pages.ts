/**
 * The VIP centre pages that live on other sites (spec 2 "External pages"). Apart from
 * not-available.tsx (antd's Result) so the dashboard's shortcuts can ask without loading the page.
 */
export const EXTERNAL_PATHS: ReadonlySet<string> = new Set(['trainingCentre', 'serverCenter']);
