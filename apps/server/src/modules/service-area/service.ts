// The service-area module's public surface: the courier's drop points.
export { DropPointService, dropPointIssuesOf } from './drop-points.ts';
