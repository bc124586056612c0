import { ReloadOutlined } from '@ant-design/icons';
import type { ExportTask } from '@portal/shared/export';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Paging } from '@portal/shared/table-config';
import { Alert, Button, Card, Progress, Skeleton, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_CELL, formatMalaysian } from '@/components/list-kit/cell-text.ts';
import { NoRecord } from '@/components/list-kit/no-record.tsx';
import { ScrollTable } from '@/components/list-kit/scroll-table.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { useExportTasks } from './api/export-tasks.ts';
import { TaskActions } from './task-actions.tsx';
import { TaskStateTag } from './task-state-tag.tsx';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** 2,048 bytes as '2.0 KB': the size a user reads, not the exact count. */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return EMPTY_CELL;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const inProgress = (task: ExportTask) => task.state === 'WAITING' || task.state === 'RUNNING';

/**
 * /downloadCenter (issue 3): the user's own large exports, newest first, with their state, a progress
 * bar while they are prepared (the list refreshes every 2 s until none is unfinished), size and
 * times in Malaysian time; download when done, cancel while unfinished, delete once finished.
 */
export function Component() {
  const { t } = useTranslation(['exports', 'common']);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const tasks = useExportTasks(paging);
  const page = tasks.data;

  // Deleting the last task of the last page leaves it empty: show the page before.
  useEffect(() => {
    if (page && page.list.length === 0 && paging.page > 1)
      setPaging((p) => ({ ...p, page: Math.max(1, Math.ceil(page.total / p.pageSize)) }));
  }, [page, paging.page]);

  const time = (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatMalaysian(value, TIME_FORMAT) ?? EMPTY_CELL}</span>;
  const columns: TableColumnsType<ExportTask> = [
    {
      key: 'name',
      title: t('centre.columns.name'),
      render: (_, task) => (
        <>
          <Typography.Text strong>{task.name}</Typography.Text>
          {task.error && (
            <Typography.Paragraph type="danger" style={{ margin: 0 }}>
              {task.error}
            </Typography.Paragraph>
          )}
        </>
      ),
    },
    {
      key: 'state',
      title: t('centre.columns.state'),
      render: (_, task) => (
        <div style={{ display: 'grid', gap: 4, minWidth: 120 }}>
          <span>
            <TaskStateTag state={task.state} />
          </span>
          {inProgress(task) && (
            <Progress
              percent={task.progress}
              size="small"
              status={task.state === 'RUNNING' ? 'active' : 'normal'}
              aria-label={t('centre.progressOf', { name: task.name })}
            />
          )}
        </div>
      ),
    },
    {
      key: 'rows',
      title: t('centre.columns.rows'),
      align: 'right',
      render: (_, task) => (task.state === 'DONE' ? task.rows.toLocaleString('en') : EMPTY_CELL),
    },
    {
      key: 'size',
      title: t('centre.columns.size'),
      align: 'right',
      render: (_, task) => <span style={{ whiteSpace: 'nowrap' }}>{fileSize(task.size)}</span>,
    },
    { key: 'createdAt', title: t('centre.columns.createdAt'), render: (_, task) => time(task.createdAt) },
    { key: 'finishedAt', title: t('centre.columns.finishedAt'), render: (_, task) => time(task.finishedAt) },
    { key: 'actions', title: t('centre.columns.actions'), render: (_, task) => <TaskActions task={task} /> },
  ];

  return (
    <Card data-testid="download-center">
      <div
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}
      >
        <div>
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
            {t('centre.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('centre.intro')}</Typography.Text>
        </div>
        <Button icon={<ReloadOutlined />} onClick={() => void tasks.refetch()} loading={tasks.isFetching && !tasks.isPending}>
          {t('common:actions.refresh')}
        </Button>
      </div>
      {tasks.isError && !page && <Alert type="error" showIcon title={refusalText(tasks.error)} />}
      {tasks.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        page && (
          <ScrollTable<ExportTask>
            tableTitle={t('centre.title')}
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={page.list}
            loading={tasks.isPlaceholderData}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <NoRecord /> }}
            pagination={{
              current: paging.page,
              pageSize: paging.pageSize,
              total: page.total,
              pageSizeOptions: [...PAGE_SIZES],
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (total) => t('centre.total', { total }),
              onChange: (pageNo, pageSize) => setPaging({ page: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
            }}
          />
        )
      )}
    </Card>
  );
}
