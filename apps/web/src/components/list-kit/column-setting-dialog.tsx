import { CloseOutlined, LockOutlined } from '@ant-design/icons';
import { type ColumnConfig, type UserColumnSetting, userColumnSetting } from '@portal/shared/table-config';
import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '@/components/sortable-list.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { moveItem, settingFromShown, shownProps, toggleShown } from './column-arrangement.ts';
import { useLabel } from './use-label.ts';
import './list-kit.css';
import { useFeedback } from '@/components/feedback-kit';
import { usePanelColours } from './panel-colours.ts';

export interface ColumnSettingDialogProps {
  open: boolean;
  /** Every column as the user has them arranged now (`useTableConfig().columns`). */
  columns: readonly ColumnConfig[];
  /** The user's current setting, so widths they set are kept. */
  setting: UserColumnSetting | null;
  /** Saves on the server and in the browser (`useTableConfig().saveSetting`). */
  onSave: (setting: UserColumnSetting) => Promise<void>;
  /** Back to the configuration's arrangement (`useTableConfig().resetSetting`). */
  onReset: () => Promise<void>;
  /** Closes; after a cancel the configuration is loaded again (spec 4). */
  onClose: (cancelled: boolean) => void;
  /** After the closing animation: the parent unmounts the dialog, so each opening starts afresh. */
  afterClose: () => void;
}

/**
 * The column-setting dialog (spec 2 and 4, 600 px): every column on the left with a checkbox
 * (default columns checked and locked), the shown ones on the right in their order, sorted by
 * dragging or, from the keyboard, by the up and down buttons.
 */
export function ColumnSettingDialog({ open, columns, setting, onSave, onReset, onClose, afterClose }: ColumnSettingDialogProps) {
  const { t } = useTranslation('listKit');
  const { message } = useFeedback();
  const label = useLabel();
  const colours = usePanelColours();
  const [shown, setShown] = useState<string[]>(() => shownProps(columns));
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  const nameOf = (prop: string) => label(byProp.get(prop)?.label ?? prop);

  const run = async (kind: 'save' | 'reset', work: () => Promise<void>, success: string) => {
    setBusy(kind);
    try {
      await work();
      message.success(success);
      onClose(false);
    } catch (err) {
      message.error(refusalText(err));
    } finally {
      setBusy(null);
    }
  };

  const confirm = () => {
    // Spec 5: no shown column is API_MSG_0073, and nothing is saved.
    const next = userColumnSetting.safeParse(settingFromShown(columns, shown, setting));
    if (!next.success) {
      message.error(msg('API_MSG_0073'));
      return;
    }
    void run('save', () => onSave(next.data), t('setSuccess'));
  };

  return (
    <Modal
      open={open}
      width={600}
      title={t('columns.title')}
      onCancel={() => onClose(true)}
      afterClose={afterClose}
      footer={
        <div className="list-kit-dialog-footer">
          <Button onClick={() => run('reset', onReset, msg('resetSuccess'))} loading={busy === 'reset'} disabled={busy === 'save'}>
            {t('columns.restoreDefault')}
          </Button>
          <span className="list-kit-dialog-footer__main">
            <Button onClick={() => onClose(true)}>{t('actions.cancel')}</Button>
            <Button type="primary" onClick={confirm} loading={busy === 'save'} disabled={busy === 'reset'}>
              {t('actions.confirm')}
            </Button>
          </span>
        </div>
      }
    >
      <div className="list-kit-columns" style={colours}>
        <fieldset className="list-kit-columns__panel">
          <legend className="list-kit-columns__heading">{t('columns.all', { count: columns.length })}</legend>
          <ul className="list-kit-columns__list">
            {columns.map((column) => (
              <li key={column.prop} className="list-kit-columns__item">
                <Checkbox
                  checked={shown.includes(column.prop) || column.default}
                  disabled={column.default}
                  onChange={(e) => setShown(toggleShown(columns, shown, column.prop, e.target.checked))}
                >
                  {label(column.label)}
                </Checkbox>
                {column.default && (
                  <LockOutlined className="list-kit-columns__lock" aria-label={t('columns.locked')} title={t('columns.locked')} />
                )}
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className="list-kit-columns__panel">
          <legend className="list-kit-columns__heading">{t('columns.shown', { count: shown.length })}</legend>
          <SortableList
            items={shown.map((prop) => ({ key: prop, label: nameOf(prop) }))}
            onMove={(from, to) => setShown(moveItem(shown, from, to))}
            texts={{
              moveUp: (column) => t('columns.moveUp', { column }),
              moveDown: (column) => t('columns.moveDown', { column }),
              moved: (column, position) => t('columns.moved', { column, position }),
            }}
            trailing={({ key, label: name }) =>
              byProp.get(key)?.default === true ? (
                <LockOutlined className="list-kit-columns__lock" aria-label={t('columns.locked')} title={t('columns.locked')} />
              ) : (
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('columns.remove', { column: name })}
                  onClick={() => setShown(toggleShown(columns, shown, key, false))}
                />
              )
            }
          />
        </fieldset>
      </div>
    </Modal>
  );
}
