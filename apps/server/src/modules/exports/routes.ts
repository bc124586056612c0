import { Code } from '@portal/shared/codes';
import { exportTaskParameter, saveExportTaskParameter } from '@portal/shared/export';
import { pagingParameter } from '@portal/shared/table-config';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { deleteFile } from '../../lib/file-store.ts';
import { downloadRoute } from './download-route.ts';
import { defineExportJobs } from './export-jobs.ts';
import { cancelTask, deleteFinishedTask, findTask, listTasks } from './export-tasks.ts';
import type { ExportsDeps } from './module.ts';
import { checkSourceAccess, startExport } from './start-export.ts';

/**
 * The download centre (issue 3): queue an export of any registered list, cancel, list and delete
 * one's own tasks, and the signed download. The tasks run as jobs of the server's job queue
 * (export-jobs.ts). Every call sees only the caller's own tasks.
 */
export function exportRoutes(app: FastifyInstance, deps: ExportsDeps): void {
  const { db, jobs, exportSources } = deps;
  defineExportJobs(jobs, db, exportSources, app.log, deps.texts.translate);

  /** Why a task the caller named was not changed: it is not theirs (or not a centre task), or its state forbids it. */
  const refuseTask = async (userId: number, taskId: string, conflict: 'exportNotCancellable' | 'exportStillRunning') => {
    const task = await findTask(db, userId, taskId);
    return task?.mode === 'task' ? new PortalError(Code.CONFLICT, conflict) : new PortalError(Code.NOT_FOUND, 'recordNotFound');
  };

  app.portal.endpoint({
    name: 'export/saveExportTask',
    withoutDo: true,
    access: 'user',
    parameter: saveExportTaskParameter,
    successMessage: 'exportSentToCentre',
    handler: async ({ parameter: { source: name, ...parameter }, caller, lang }) => {
      const source = exportSources.get(name);
      if (!source) throw new PortalError(Code.NOT_FOUND, 'unknownEndpoint');
      checkSourceAccess(source, caller);
      return startExport(db, jobs, caller, source, parameter, lang, true, app.log);
    },
  });

  app.portal.endpoint({
    name: 'export/cancel',
    withoutDo: true,
    access: 'user',
    parameter: exportTaskParameter,
    handler: async ({ parameter: { taskId }, caller }) => {
      if (!(await cancelTask(db, caller.userId, taskId))) throw await refuseTask(caller.userId, taskId, 'exportNotCancellable');
      return null;
    },
  });

  app.portal.endpoint({
    name: 'export/listTasks',
    access: 'user',
    parameter: pagingParameter,
    handler: async ({ parameter, caller }) => listTasks(db, caller.userId, parameter),
  });

  app.portal.endpoint({
    name: 'export/deleteTask',
    access: 'user',
    parameter: exportTaskParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ parameter: { taskId }, caller }) => {
      const deleted = await db.transaction(async (tx) => {
        const gone = await deleteFinishedTask(tx, caller.userId, taskId);
        if (gone?.fileId) await deleteFile(tx, gone.fileId, caller.userId);
        return gone !== null;
      });
      if (!deleted) throw await refuseTask(caller.userId, taskId, 'exportStillRunning');
      return null;
    },
  });

  downloadRoute(app, deps);
}
