import { type ColumnConfig, fillLink } from '@portal/shared/table-config';
import { Tag, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeedback } from '@/components/feedback-kit';
import { cellText, EMPTY_CELL } from './cell-text.ts';
import { cellValue } from './row-fields.ts';

const STATUS_PRESETS: Record<string, string> = { success: 'green', processing: 'blue', error: 'red', warning: 'gold' };
/** Pale presets need a darker shade for their text. */
const PALE_PRESETS = new Set(['gold', 'yellow', 'lime']);

/**
 * antd writes a preset tag in shade 7 of its colour, as low as 2:1 on the tag's background; shade
 * 8 (9 for the pale ones) keeps the colour and reads at 4.5:1 or better (QUALITY.md, axe), in the
 * light and the dark palette alike. A hex colour is the configuration's own choice.
 */
export function CellTag({ color, children }: { color?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const preset = STATUS_PRESETS[color ?? ''] ?? color ?? '';
  const shade = (token as unknown as Record<string, unknown>)[`${preset}${PALE_PRESETS.has(preset) ? 9 : 8}`];
  return (
    <Tag color={color} style={typeof shade === 'string' ? { color: shade } : undefined}>
      {children}
    </Tag>
  );
}

/**
 * A cell as its column declares it (issue 3: declarative only). Text kinds come from `cellText`;
 * enum and tag show a tag in their colour, link a portal link filled from the row.
 */
export function renderCell(row: object, column: ColumnConfig, label: (text: string) => string): ReactNode {
  const value = cellValue(row, column.prop);
  const text = cellText(value, column.custom, label);
  const renderer = column.custom;
  if (text === EMPTY_CELL || !renderer) return text;
  switch (renderer.kind) {
    case 'enum': {
      const color = renderer.options.find((o) => String(o.value) === String(value))?.color;
      return color ? <CellTag color={color}>{text}</CellTag> : text;
    }
    case 'tag':
      return <CellTag color={renderer.color}>{text}</CellTag>;
    case 'money': {
      // A charge that no longer stands (a cancelled order's): struck out, with why beside it.
      const why = renderer.voidProp ? cellValue(row, renderer.voidProp) : null;
      if (typeof why !== 'string' || !why) return text;
      return (
        <span className="list-kit__void-money">
          <s>{text}</s> {label(why)}
        </span>
      );
    }
    case 'link':
      return <Link to={fillLink(renderer.href, row as Record<string, unknown>)}>{text}</Link>;
    default:
      return text;
  }
}

/** Notices already raised this session, so a table opened again does not raise its notice again. */
const raised = new Set<string>();

/**
 * Spec 8: a configuration whose custom rendering is broken raises one error notice titled with
 * the Chinese word for 'Error' (the spec's fixed title, whatever the language) naming the columns.
 */
export function useRendererErrorNotice(
  tabKey: string,
  invalidProps: readonly string[],
  columns: readonly ColumnConfig[],
  label: (text: string) => string,
): void {
  const { notification } = useFeedback();
  const { t } = useTranslation('listKit');
  const names = invalidProps.map((prop) => {
    const column = columns.find((c) => c.prop === prop);
    return column ? `${label(column.label)} (${prop})` : prop;
  });
  const key = `list-kit-renderer:${tabKey}:${invalidProps.join(',')}`;
  const description = names.length ? t('rendererError', { columns: names.join(', ') }) : '';
  useEffect(() => {
    if (!description || raised.has(key)) return;
    raised.add(key);
    notification.error({ key, title: '错误', description });
  }, [key, description, notification]);
}
