import {
  BarChartOutlined,
  DownloadOutlined,
  ImportOutlined,
  PlusOutlined,
  ReloadOutlined,
  SettingOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Each callback present shows its button. */
interface ListToolbarProps {
  onImport?: () => void;
  onAdd?: () => void;
  onExport?: () => void;
  onExportAll?: () => void;
  chartMode?: { on: boolean; toggle: () => void };
  onColumnSetting?: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  extra?: ReactNode;
}

/** The list's buttons (spec 2): the screen's actions first, then the view tools as named icon buttons. */
export function ListToolbar(props: ListToolbarProps) {
  const { onImport, onAdd, onExport, onExportAll, chartMode, onColumnSetting, onRefresh, refreshing, extra } = props;
  const { t } = useTranslation('listKit');
  const tool = (name: string, icon: ReactNode, onClick: () => void, pressed?: boolean) => (
    <Tooltip title={name}>
      <Button type="text" icon={icon} aria-label={name} aria-pressed={pressed} onClick={onClick} />
    </Tooltip>
  );
  return (
    <div className="list-kit-toolbar">
      {onAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-inline-focus="add">
          {t('actions.add')}
        </Button>
      )}
      {onImport && (
        <Button icon={<ImportOutlined />} onClick={onImport}>
          {t('actions.import')}
        </Button>
      )}
      {onExport && (
        <Button icon={<DownloadOutlined />} onClick={onExport}>
          {t('actions.export')}
        </Button>
      )}
      {onExportAll && <Button onClick={onExportAll}>{t('actions.exportAll')}</Button>}
      {extra}
      <span className="list-kit-toolbar__tools">
        {chartMode && tool(t('actions.chart'), chartMode.on ? <TableOutlined /> : <BarChartOutlined />, chartMode.toggle, chartMode.on)}
        {tool(t('actions.refresh'), <ReloadOutlined spin={refreshing} />, onRefresh)}
        {onColumnSetting && tool(t('actions.columnSetting'), <SettingOutlined />, onColumnSetting)}
      </span>
    </div>
  );
}
