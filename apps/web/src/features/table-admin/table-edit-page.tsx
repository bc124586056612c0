import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { refusalText } from '@/lib/form-rules.ts';
import { LIST_FUNCPATH, siblingPath } from './paths.ts';
import { TableEditor } from './table-editor.tsx';
import './table-admin.css';
import { useStoredTable } from './api/table-lists.ts';

/**
 * `tableAdd` (spec 2: the hidden "Edit table" route; issue 3): `?tabKey=` edits that configuration,
 * `?copy=` starts a new one from it, nothing starts an empty one. Returns to `table` after saving.
 */
export default function TableEditPage() {
  const { t } = useTranslation('lists', { keyPrefix: 'tableAdmin' });
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const tabKey = search.get('tabKey') ?? '';
  const copy = search.get('copy') ?? '';
  const target = tabKey || copy;
  const listPath = siblingPath(pathname, LIST_FUNCPATH);
  const source = useStoredTable(target);

  const back = (
    <Button key="back" onClick={() => navigate(listPath)}>
      {t('editor.backToList')}
    </Button>
  );
  if (target && source.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (target && source.isError)
    return (
      <Result
        status="error"
        title={refusalText(source.error)}
        extra={[
          <Button key="retry" type="primary" onClick={() => void source.refetch()}>
            {tc('actions.refresh')}
          </Button>,
          back,
        ]}
      />
    );
  if (target && !source.data) return <Result status="404" title={t('editor.notFound', { tabKey: target })} extra={back} />;

  const row = target ? (source.data ?? null) : null;
  const mode = tabKey ? 'edit' : 'add';
  return (
    <TableEditor
      // A configuration loaded again (someone else changed it) starts a fresh editor.
      key={`${mode}:${target}:${row?.updateTime ?? ''}`}
      mode={mode}
      source={row}
      listPath={listPath}
      onReload={() => void source.refetch()}
    />
  );
}
