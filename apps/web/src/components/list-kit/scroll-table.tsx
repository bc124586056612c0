import { Table, type TableProps, type TableRef } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type ScrollTableProps<Row> = TableProps<Row> & {
  /** The table's title (its list's heading, its dialog's title): the scrolling region is named after it. */
  tableTitle: string;
};

/** The element of an antd table that scrolls: the body under a fixed header, else the content. */
const SCROLLER = '.ant-table-body, .ant-table-content';
/** The class the portal's focus ring is drawn on (styles.css). */
const SCROLL_REGION_CLASS = 'scroll-table-region';

/**
 * Puts the region's role, name and tab stop on the table's scrolling element (antd gives no prop for it). Only the
 * table's own scroller: a table nested in an expanded row names its own.
 */
function nameScrollRegion(root: HTMLElement, name: string): void {
  for (const scroller of root.querySelectorAll<HTMLElement>(SCROLLER)) {
    if (scroller.closest('.ant-table-wrapper') !== root) continue;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', name);
    scroller.classList.add(SCROLL_REGION_CLASS);
  }
}

/**
 * antd measures a sideways table's column widths in a hidden first body row that holds a copy of every header,
 * the select-all checkbox among them: aria-hidden, yet the checkbox takes the focus (axe: aria-hidden-focus, a
 * keyboard user tabs into an invisible box). `inert` takes the copy out of the focus order and of the page.
 */
function quietMeasureRows(root: HTMLElement): void {
  for (const row of root.querySelectorAll<HTMLElement>('.ant-table-measure-row')) {
    if (row.closest('.ant-table-wrapper') === root) row.inert = true;
  }
}

/**
 * An antd Table that scrolls sideways (`scroll.x`) and that a keyboard can scroll: only what takes the focus
 * scrolls by the arrow keys, so its scrolling element is a named region with a tab stop and the portal's focus
 * ring (WCAG 2.1.1; axe: scrollable-region-focusable). Every table of the portal with a sideways scroll is one.
 * The name says it scrolls ("Sub-accounts, scrolls sideways"), unlike the list's own region around it.
 */
export function ScrollTable<Row extends object>({ tableTitle, ...props }: ScrollTableProps<Row>) {
  const { t } = useTranslation('listKit');
  const ref = useRef<TableRef>(null);
  const name = t('scrollRegion', { title: tableTitle });
  // After every render: antd draws the scroller anew when the table changes between a fixed header and none.
  useLayoutEffect(() => {
    const root = ref.current?.nativeElement;
    if (!root) return;
    nameScrollRegion(root, name);
    quietMeasureRows(root);
  });
  return <Table<Row> ref={ref} {...props} />;
}
