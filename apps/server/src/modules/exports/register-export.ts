import { Code } from '@portal/shared/codes';
import { exportParameter } from '@portal/shared/export';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { RawJson } from '../../plugins/portal.ts';
import type { ExportSource, ExportSources } from './export-sources.ts';
import { startExport } from './start-export.ts';

/** What a list module hands over to make a list exportable. */
export interface ExportRegistry {
  app: FastifyInstance;
  db: Db;
  jobs: JobQueue;
  exportSources: ExportSources;
}

/**
 * Makes a list exportable (spec 7 "Export"): adds its source to the server's registry and serves
 * `POST /api/{source.name}.do` with the export dialog's parameter. A small export answers
 * `{ mode: 'direct', taskId }` for the browser to fetch at once through the signed download link;
 * a large one, or `apiType: 'task'`, is queued for the download centre and says so in `desc`.
 */
export function registerExport({ app, db, jobs, exportSources }: ExportRegistry, source: ExportSource): void {
  const access = source.access;
  // An export belongs to someone: its task and file are scoped to the account that asked.
  if (access === 'public') throw new Error(`export source ${source.name} cannot be public`);
  exportSources.add(source);

  app.portal.endpoint({
    name: source.name,
    access,
    ...(source.pages ? { pages: source.pages } : {}),
    ...(source.open ? { open: source.open } : {}),
    parameter: exportParameter,
    handler: async ({ parameter, caller, lang }) => {
      const started = await startExport(db, jobs, caller, source, parameter, lang, false, app.log);
      if (started.mode === 'direct') return started;
      return new RawJson(JSON.stringify(app.portal.envelope(Code.OK, 'exportSentToCentre', lang, undefined, started)));
    },
  });
}
