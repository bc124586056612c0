import type { ExportTask } from '@portal/shared/export';
import type { Page, Paging } from '@portal/shared/table-config';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { exportKeys } from './keys.ts';

/** While something is waiting or running, the download centre asks again this often. */
const POLL_MS = 2_000;

const listExportTasks = (paging: Paging) => call<Page<ExportTask>>('export/listTasks', paging);

const inProgress = (task: ExportTask) => task.state === 'WAITING' || task.state === 'RUNNING';

/** The caller's download-centre exports, one page, refreshed every 2 s while any is unfinished. */
export const useExportTasks = (paging: Paging) =>
  useQuery({
    queryKey: exportKeys.taskPage(paging),
    queryFn: () => listExportTasks(paging),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.list.some(inProgress) ? POLL_MS : false),
  });

function useTaskMutation(name: 'export/cancel' | 'export/deleteTask') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => call<null>(name, { taskId }),
    onSettled: () => client.invalidateQueries({ queryKey: exportKeys.tasks }),
  });
}

/** Cancels a waiting or running export; it stops at its next page. */
export const useCancelExport = () => useTaskMutation('export/cancel');

/** Deletes a finished export and its file. */
export const useDeleteExport = () => useTaskMutation('export/deleteTask');
