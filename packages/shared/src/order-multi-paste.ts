import type { MessageKey } from './messages.ts';

/**
 * Rows pasted into the multi-ticket grid (issue 14). Without a header row the cells are read in the
 * grid's own column order; with one (zh, en or ml, the grid's labels or common spreadsheet
 * headings) each column goes where its heading says, and columns the grid has no place for are
 * left out and shown as such. A paste whose columns cannot be placed for certain is refused whole:
 * nothing is filled rather than a weight read as a COD amount.
 */

/** The grid's columns that a paste fills, in the grid's order (the town comes from the postcode). */
export const MULTI_PASTE_COLUMNS = [
  'receiverName',
  'receiverTel',
  'receiverPostcode',
  'receiverAddress',
  'goodsName',
  'weightKg',
  'packageCount',
  'codRm',
] as const;
/**
 * Columns a paste fills only when its headings name them (spec 5's goods declaration, issue 28): the grid's
 * positional order above stays what shippers' sheets were made for.
 */
const MULTI_PASTE_NAMED_COLUMNS = ['goodsNumber', 'declaredValueRm'] as const;
export type MultiPasteColumn = (typeof MULTI_PASTE_COLUMNS)[number] | (typeof MULTI_PASTE_NAMED_COLUMNS)[number];

/** Without a header, a paste gives at least name, phone, postcode and address; the columns after them may be left off. */
const MULTI_PASTE_MIN_COLUMNS = 4;

const NUMERIC: ReadonlySet<MultiPasteColumn> = new Set(['weightKg', 'packageCount', 'codRm', 'goodsNumber', 'declaredValueRm']);
type NumericColumn = 'weightKg' | 'packageCount' | 'codRm' | 'goodsNumber' | 'declaredValueRm';

/** Headings each column answers to, written as `headingKey` leaves them (lower case, no brackets or marks). */
const HEADINGS: Record<MultiPasteColumn, readonly string[]> = {
  receiverName: [
    'name',
    'receiver',
    'receiver name',
    'recipient',
    'recipient name',
    'consignee',
    'nama',
    'penerima',
    'nama penerima',
    '姓名',
    '收件人',
    '收件人姓名',
    '收货人',
    '名字',
  ],
  receiverTel: [
    'phone',
    'tel',
    'telephone',
    'mobile',
    'contact',
    'contact no',
    'phone number',
    'receiver phone',
    'telefon',
    'no tel',
    'no telefon',
    'nombor telefon',
    'hp',
    'no hp',
    '电话',
    '手机',
    '联系电话',
    '收件人电话',
    '电话号码',
  ],
  receiverPostcode: ['postcode', 'post code', 'postal code', 'zip', 'zip code', 'poskod', '邮编', '邮政编码'],
  receiverAddress: ['address', 'receiver address', 'alamat', 'alamat penerima', '地址', '详细地址', '收件地址', '收件人地址'],
  goodsName: [
    'goods',
    'goods name',
    'item',
    'item name',
    'items',
    'product',
    'contents',
    'barang',
    'nama barang',
    'kandungan',
    '物品',
    '物品名称',
    '货物',
    '商品',
    '商品名称',
  ],
  weightKg: ['weight', 'actual weight', 'kg', 'weight kg', 'berat', 'berat sebenar', 'berat kg', '重量', '实际重量', '重量kg', '重量公斤'],
  packageCount: [
    'parcels',
    'pieces',
    'pcs',
    'parcel',
    'no of parcels',
    'number of parcels',
    'bungkusan',
    'bilangan bungkusan',
    '件数',
    '包裹数',
    '包裹数量',
  ],
  codRm: [
    'cod',
    'cod amount',
    'cash on delivery',
    'bayaran cod',
    'tunai semasa penghantaran',
    'cod rm',
    '代收货款',
    '代收',
    '代收金额',
    'cod金额',
  ],
  goodsNumber: ['qty', 'quantity', 'item count', 'no of items', 'kuantiti', 'bilangan item', '数量', '物品数量'],
  declaredValueRm: [
    'value',
    'goods value',
    'declared value',
    'item price',
    'price',
    'nilai',
    'nilai barang',
    'harga',
    '价值',
    '物品价值',
    '申报价值',
    '价格',
  ],
};

/** "Weight (kg)", "COD（RM）:", "*Phone": a heading reduced to its words, a unit in brackets left out. */
const headingKey = (cell: string): string =>
  cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\(\s*(?:kg|rm|myr|公斤|千克)\s*\)/g, ' ')
    .replace(/[()[\]*:#.。:_/\\-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const HEADING_OF = new Map<string, MultiPasteColumn>(
  [...MULTI_PASTE_COLUMNS, ...MULTI_PASTE_NAMED_COLUMNS].flatMap((column) =>
    HEADINGS[column].map((h): [string, MultiPasteColumn] => [headingKey(h), column]),
  ),
);

/** The column a heading names, or undefined. */
export const columnOfHeading = (cell: string): MultiPasteColumn | undefined => HEADING_OF.get(headingKey(cell));

export interface PastedRow {
  receiverName: string;
  receiverTel: string;
  receiverPostcode: string;
  receiverAddress: string;
  /** Empty when the paste has no goods column: the grid's default goods then. */
  goodsName: string;
  weightKg: number | null;
  packageCount: number | null;
  codRm: number | null;
  /** Only from a column whose heading names them (MULTI_PASTE_NAMED_COLUMNS); absent otherwise. */
  goodsNumber?: number | null;
  declaredValueRm?: number | null;
}

/** Why a paste is refused: a message key and its parameters; `column` is a column the web names in the user's language. */
interface PasteRefusal {
  key: MessageKey;
  params: { line?: number; count?: number; expected?: number; min?: number; max?: number; value?: string };
  column?: MultiPasteColumn;
}

export type PasteReading =
  | {
      ok: true;
      /** Whether the first line was read as headings. */
      header: boolean;
      /** For each pasted column, the grid column it fills, or null when it is left out (an unknown heading). */
      mapping: (MultiPasteColumn | null)[];
      /** The headings as pasted (empty without a header row). */
      headings: string[];
      rows: PastedRow[];
    }
  | ({ ok: false } & PasteRefusal);

const splitLine = (line: string): string[] => (line.includes('\t') ? line.split('\t') : line.split(';')).map((c) => c.trim());

/** Trailing empty cells (a spreadsheet copies the row's width) say nothing about the columns. */
const trimEnd = (cells: string[]): string[] => {
  let n = cells.length;
  while (n > 0 && cells[n - 1] === '') n--;
  return cells.slice(0, n);
};

/** '1,250.50', 'RM 12', '0.8 kg' -> a number; '' -> null; anything else -> undefined (refused). */
function numberIn(cell: string): number | null | undefined {
  const s = cell
    .replace(/^rm\s*/i, '')
    .replace(/\s*(kg|pcs)$/i, '')
    .replace(/,/g, '')
    .trim();
  if (s === '') return null;
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : undefined;
}

/**
 * Reads pasted spreadsheet rows (tab-separated as Excel copies them, or separated by semicolons).
 * The first line is a header when at least two of its cells name grid columns (and none is a
 * number). Refused: no rows; without a header, a line with more columns than the grid has, or
 * no line with name, phone, postcode and address; with one, a line wider than it, or two columns
 * with one heading; and a number column (weight, parcels, COD) holding something that is not a number,
 * which is how a shifted column shows.
 */
export function readMultiTicketPaste(text: string): PasteReading {
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ line: i + 1, cells: trimEnd(splitLine(line)) }))
    .filter((l) => l.cells.length > 0);
  if (!lines.length) return { ok: false, key: 'multiPasteEmpty', params: {} };

  const first = lines[0]!;
  const named = first.cells.map(columnOfHeading);
  const header = named.filter(Boolean).length >= 2 && first.cells.every((c) => c === '' || numberIn(c) === undefined);
  let mapping: (MultiPasteColumn | null)[];
  if (header) {
    mapping = named.map((c) => c ?? null);
    const seen = new Set<MultiPasteColumn>();
    for (const column of mapping) {
      if (!column) continue;
      if (seen.has(column)) return { ok: false, key: 'multiPasteTwoColumns', params: { line: first.line }, column };
      seen.add(column);
    }
  } else {
    // Lines may be narrower than others (empty cells at the end); none may be wider than the grid.
    const max = MULTI_PASTE_COLUMNS.length;
    const wide = lines.find((l) => l.cells.length > max);
    if (wide) return { ok: false, key: 'multiPasteTooManyColumns', params: { line: wide.line, count: wide.cells.length, max } };
    const widest = lines.reduce((a, b) => (b.cells.length > a.cells.length ? b : a));
    if (widest.cells.length < MULTI_PASTE_MIN_COLUMNS)
      return {
        ok: false,
        key: 'multiPasteTooFewColumns',
        params: { line: widest.line, count: widest.cells.length, min: MULTI_PASTE_MIN_COLUMNS },
      };
    mapping = MULTI_PASTE_COLUMNS.slice(0, widest.cells.length);
  }

  const body = header ? lines.slice(1) : lines;
  if (!body.length) return { ok: false, key: 'multiPasteEmpty', params: {} };
  const rows: PastedRow[] = [];
  for (const { line, cells } of body) {
    if (cells.length > mapping.length)
      return { ok: false, key: 'multiPasteUneven', params: { line, count: cells.length, expected: mapping.length } };
    const row: PastedRow = {
      receiverName: '',
      receiverTel: '',
      receiverPostcode: '',
      receiverAddress: '',
      goodsName: '',
      weightKg: null,
      packageCount: null,
      codRm: null,
    };
    for (const [i, column] of mapping.entries()) {
      const cell = cells[i] ?? '';
      if (!column) continue;
      if (!NUMERIC.has(column)) {
        row[column as Exclude<MultiPasteColumn, NumericColumn>] = cell;
        continue;
      }
      const n = numberIn(cell);
      if (n === undefined) return { ok: false, key: 'multiPasteNotNumber', params: { line, value: cell.slice(0, 40) }, column };
      row[column as NumericColumn] = n;
    }
    rows.push(row);
  }
  return { ok: true, header, mapping, headings: header ? first.cells : [], rows };
}
