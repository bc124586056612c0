import { LockOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeedback } from '@/components/feedback-kit';
import { moveItem } from '@/components/list-kit/column-arrangement.ts';
import { usePanelColours } from '@/components/list-kit/panel-colours.ts';
import { SortableList } from '@/components/sortable-list.tsx';
import { isSilent } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { DOWNLOAD_CENTER_PATH } from '@/lib/paths.ts';
import { startExport } from './api/start-export.ts';
import { downloadExport } from './download.ts';
import { allProps, checkAll, checkAllState, type ExportColumnOption, exportColumns, toggleColumn } from './export-columns.ts';

export interface ExportDialogProps {
  open: boolean;
  /** Closes the dialog (after an export, or on cancel). */
  onClose: () => void;
  /** The table's columns in their current order; `label` is already translated and becomes the header. */
  columns: readonly ExportColumnOption[];
  /** The list's export call, posted at `/api/{exportApi}.do`. */
  exportApi: string;
  /** The list's current filters, sent as `params`. */
  params: Record<string, unknown>;
  /** The export-key values of the selected rows (for 'export selected data'). */
  selectedKeys: readonly (string | number)[];
  /** The row field whose values `selectedKeys` are (spec 7, default orderNo); without one, rows cannot be chosen. */
  exportKey: string;
  /** The parameter the selected values go under, comma-joined (spec 7, default ids). */
  idKey: string;
  /** The file name without extension; the server's default is the Chinese word for 'list' (spec 9). */
  fileName?: string;
  /** False hides 'export selected data' (an 'export all' button, a list without selection). */
  allowSelected?: boolean;
}

/**
 * The export dialog (spec 2, 600 px): check-all with an indeterminate state, one checkbox per column
 * (required ones locked on), the chosen columns in export order (drag, or the up and down buttons),
 * and 'export selected data', export and cancel. A small export downloads at once through the
 * signed link; a large one goes to the download centre, which the confirmation links to.
 */
export function ExportDialog({
  open,
  onClose,
  columns,
  exportApi,
  params,
  selectedKeys,
  exportKey,
  idKey,
  fileName,
  allowSelected = true,
}: ExportDialogProps) {
  const { t } = useTranslation(['exports', 'listKit']);
  const { message, notification } = useFeedback();
  const colours = usePanelColours();
  const [chosen, setChosen] = useState<string[]>(() => allProps(columns));
  const [busy, setBusy] = useState<'all' | 'selected' | null>(null);
  // Each opening starts again from every column, in the table's order.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(allProps(columns));
  }

  const byProp = new Map(columns.map((c) => [c.prop, c]));
  const all = checkAllState(columns, chosen);
  const canExportSelected = allowSelected && exportKey !== '' && selectedKeys.length > 0;

  const run = async (which: 'all' | 'selected') => {
    const chosenColumns = exportColumns(columns, chosen);
    if (!chosenColumns.length) {
      message.error(msg('API_MSG_0073'));
      return;
    }
    setBusy(which);
    try {
      const selected = which === 'selected' ? { keys: selectedKeys, idKey } : undefined;
      const started = await startExport({ exportApi, columns: chosenColumns, params, fileName, selected });
      if (started.mode === 'direct') await downloadExport(started.taskId);
      else {
        // The server's desc for this reply is this same catalogue message (exportSentToCentre).
        const key = `export-${started.taskId}`;
        notification.success({
          key,
          title: msg('exportSentToCentre'),
          description: (
            <Link to={DOWNLOAD_CENTER_PATH} onClick={() => notification.destroy(key)}>
              {t('dialog.openCentre')}
            </Link>
          ),
        });
      }
      onClose();
    } catch (err) {
      if (!isSilent(err)) message.error(refusalText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      width={600}
      title={t('dialog.title')}
      onCancel={onClose}
      footer={
        <div className="list-kit-dialog-footer">
          {canExportSelected && (
            <Button onClick={() => run('selected')} loading={busy === 'selected'} disabled={busy === 'all'} data-testid="export-selected">
              {t('dialog.exportSelected', { count: selectedKeys.length })}
            </Button>
          )}
          <span className="list-kit-dialog-footer__main">
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
            <Button
              type="primary"
              onClick={() => run('all')}
              loading={busy === 'all'}
              disabled={busy === 'selected'}
              data-testid="export-confirm"
            >
              {t('dialog.export')}
            </Button>
          </span>
        </div>
      }
    >
      <div className="list-kit-columns" style={colours} data-testid="export-dialog">
        <fieldset className="list-kit-columns__panel">
          <legend className="list-kit-columns__heading">{t('dialog.columns', { count: columns.length })}</legend>
          {/* Cleared below the floated legend, above the scrolling list. */}
          <div className="list-kit-columns__item" style={{ clear: 'both' }}>
            <Checkbox
              checked={all.checked}
              indeterminate={all.indeterminate}
              onChange={(e) => setChosen(checkAll(columns, chosen, e.target.checked))}
            >
              {t('dialog.checkAll')}
            </Checkbox>
          </div>
          <ul className="list-kit-columns__list">
            {columns.map((column) => (
              <li key={column.prop} className="list-kit-columns__item">
                <Checkbox
                  checked={chosen.includes(column.prop)}
                  disabled={column.exportRequired}
                  onChange={(e) => setChosen(toggleColumn(columns, chosen, column.prop, e.target.checked))}
                >
                  {column.label}
                </Checkbox>
                {column.exportRequired && (
                  <LockOutlined className="list-kit-columns__lock" aria-label={t('dialog.required')} title={t('dialog.required')} />
                )}
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className="list-kit-columns__panel">
          <legend className="list-kit-columns__heading">{t('dialog.order', { count: chosen.length })}</legend>
          <SortableList
            items={chosen.map((prop) => ({ key: prop, label: byProp.get(prop)?.label ?? prop }))}
            onMove={(from, to) => setChosen(moveItem(chosen, from, to))}
            texts={{
              moveUp: (label) => t('listKit:columns.moveUp', { column: label }),
              moveDown: (label) => t('listKit:columns.moveDown', { column: label }),
              moved: (label, position) => t('listKit:columns.moved', { column: label, position }),
            }}
            trailing={(item) =>
              byProp.get(item.key)?.exportRequired && (
                <LockOutlined className="list-kit-columns__lock" aria-label={t('dialog.required')} title={t('dialog.required')} />
              )
            }
          />
        </fieldset>
      </div>
    </Modal>
  );
}
