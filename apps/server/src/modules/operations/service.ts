// The operations module's public surface: the scan ingest (the one way scans enter, whether through
// POST /ops/v1/scans or in-process, as the demo simulator sends them) and the ops keys.
export { OpsKeyService } from './ops-keys.ts';
export { recordScans } from './record-scans.ts';
