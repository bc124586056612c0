// The service-area module's public surface: the courier's drop points, and the sort code its hubs sort by.
export { DropPointService, dropPointIssuesOf } from './drop-points.ts';
export { domesticSortCode, internationalSortCode } from './sort-code.ts';
