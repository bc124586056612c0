import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, HolderOutlined, LockOutlined } from '@ant-design/icons';
import { type ColumnConfig, type UserColumnSetting, userColumnSetting } from '@portal/shared/table-config';
import { App, Button, Checkbox, Modal } from 'antd';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { moveItem, settingFromShown, shownProps, toggleShown } from './column-arrangement.ts';
import { useLabel } from './use-label.ts';
import './list-kit.css';
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
  const { message } = App.useApp();
  const label = useLabel();
  const colours = usePanelColours();
  const [shown, setShown] = useState<string[]>(() => shownProps(columns));
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  const nameOf = (prop: string) => label(byProp.get(prop)?.label ?? prop);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= shown.length || from === to) return;
    setShown(moveItem(shown, from, to));
    setAnnouncement(t('columns.moved', { column: nameOf(shown[from] ?? ''), position: to + 1 }));
  };

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

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, dragged < index ? index - 1 : index);
    setDragged(null);
    setDropAt(null);
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
          <ol className="list-kit-columns__list">
            {shown.map((prop, index) => {
              const locked = byProp.get(prop)?.default === true;
              const name = nameOf(prop);
              const classes = ['list-kit-columns__item', 'list-kit-columns__item--draggable'];
              if (dragged === index) classes.push('list-kit-columns__item--dragging');
              if (dropAt === index && dragged !== null && dragged !== index) classes.push('list-kit-columns__item--drop');
              return (
                <li
                  key={prop}
                  className={classes.join(' ')}
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', prop);
                    setDragged(index);
                  }}
                  onDragOver={(e) => {
                    e.preventDefault();
                    setDropAt(index);
                  }}
                  onDrop={(e) => onDrop(e, index)}
                  onDragEnd={() => {
                    setDragged(null);
                    setDropAt(null);
                  }}
                >
                  <HolderOutlined className="list-kit-columns__handle" aria-hidden />
                  <span className="list-kit-columns__name">{name}</span>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('columns.moveUp', { column: name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('columns.moveDown', { column: name })}
                    disabled={index === shown.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  {locked ? (
                    <LockOutlined className="list-kit-columns__lock" aria-label={t('columns.locked')} title={t('columns.locked')} />
                  ) : (
                    <Button
                      type="text"
                      size="small"
                      icon={<CloseOutlined />}
                      aria-label={t('columns.remove', { column: name })}
                      onClick={() => setShown(toggleShown(columns, shown, prop, false))}
                    />
                  )}
                </li>
              );
            })}
            {/* Dropping below the last item puts the column last. */}
            <li
              className={dropAt === shown.length ? 'list-kit-columns__end list-kit-columns__item--drop' : 'list-kit-columns__end'}
              aria-hidden
              onDragOver={(e) => {
                e.preventDefault();
                setDropAt(shown.length);
              }}
              onDrop={(e) => onDrop(e, shown.length)}
            />
          </ol>
          <p className="list-kit-sr-only" aria-live="polite">
            {announcement}
          </p>
        </fieldset>
      </div>
    </Modal>
  );
}
