import { benchExport } from '../export.ts';

const r = await benchExport({ rounds: 1, databaseUrl: process.env.PG });
console.log(JSON.stringify(r).slice(0, 1500));
