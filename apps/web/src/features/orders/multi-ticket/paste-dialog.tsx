import { type MultiPasteColumn, type PastedRow, readMultiTicketPaste } from '@portal/shared/order-multi-paste';
import { Alert, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@/lib/i18n.ts';

/** A grid column's header as the grid shows it, for the mapping and the refusals. */
function useColumnLabel(): (column: MultiPasteColumn) => string {
  const { t } = useTranslation('ordering');
  return (column) =>
    ({
      receiverName: t('party.name'),
      receiverTel: t('party.phone'),
      receiverPostcode: t('party.postcode'),
      receiverAddress: t('party.address'),
      goodsName: t('shipment.goodsName'),
      weightKg: `${t('shipment.weight')} (kg)`,
      packageCount: t('shipment.parcels'),
      codRm: `${t('shipment.cod')} (RM)`,
      goodsNumber: t('shipment.goodsNumber'),
      declaredValueRm: `${t('shipment.declaredValue')} (RM)`,
    })[column];
}

interface PasteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The rows read, added only when the whole paste could be placed. */
  onAdd: (rows: PastedRow[]) => void;
}

/**
 * Pasting spreadsheet rows into the grid (issue 14): as soon as something is pasted it says which
 * grid column each pasted column fills (by its heading when the first line has headings, else in
 * the grid's order), or why the paste cannot be placed; then nothing can be added.
 */
export function PasteDialog({ open, onClose, onAdd }: PasteDialogProps) {
  const { t } = useTranslation('ordering');
  const label = useColumnLabel();
  const [text, setText] = useState('');
  const reading = useMemo(() => (text.trim() ? readMultiTicketPaste(text) : null), [text]);
  const close = () => {
    setText('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('multi.paste')}
      onCancel={close}
      onOk={() => {
        if (!reading?.ok) return;
        onAdd(reading.rows);
        close();
      }}
      okText={reading?.ok ? t('multi.addPastedCount', { count: reading.rows.length }) : t('multi.addPasted')}
      okButtonProps={{ disabled: !reading?.ok }}
      width={760}
    >
      <Typography.Paragraph type="secondary">{t('multi.pasteHint')}</Typography.Paragraph>
      <Input.TextArea rows={8} value={text} onChange={(e) => setText(e.target.value)} aria-label={t('multi.paste')} />
      {reading && !reading.ok && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="multi-paste__verdict"
          title={msg(reading.key, { ...reading.params, column: reading.column ? label(reading.column) : '' })}
        />
      )}
      {reading?.ok && (
        <div className="multi-paste__verdict" data-testid="paste-mapping">
          <Typography.Text strong>
            {t(reading.header ? 'multi.mappingByHeader' : 'multi.mappingByOrder', { count: reading.rows.length })}
          </Typography.Text>
          <ol className="multi-paste__mapping">
            {reading.mapping.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pasted columns are positional.
              <li key={i}>
                {reading.header && <span className="multi-paste__heading">{reading.headings[i]} → </span>}
                {column ? label(column) : <Typography.Text type="secondary">{t('multi.notUsed')}</Typography.Text>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </Modal>
  );
}
