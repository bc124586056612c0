import type { Paging } from '@portal/shared/table-config';

/** The download centre's query keys: every page of the task list is refreshed after a task changes. */
export const exportKeys = {
  tasks: ['exports', 'tasks'] as const,
  taskPage: (paging: Paging) => [...exportKeys.tasks, paging] as const,
};
