import { formatRinggit } from '@portal/shared/money';
import { type CellRenderer, groupPhone } from '@portal/shared/table-config';
import { MALAYSIA_TIME_ZONE } from '@portal/shared/time';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What an empty cell shows, so a missing value reads as missing rather than as a gap. */
export const EMPTY_CELL = '-';

const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * A date or time in Malaysian time. A value with a zone (ISO with Z or an offset) or a number
 * (epoch ms) is converted; one without a zone is already Malaysian wall time. Null when unreadable.
 */
export function formatMalaysian(value: unknown, format: string): string | null {
  let time: dayjs.Dayjs;
  if (typeof value === 'number') time = dayjs(value).tz(MALAYSIA_TIME_ZONE);
  else if (typeof value === 'string' && value.trim())
    time = HAS_ZONE.test(value) ? dayjs(value).tz(MALAYSIA_TIME_ZONE) : dayjs.tz(value, MALAYSIA_TIME_ZONE);
  else return null;
  return time.isValid() ? time.format(format) : null;
}

const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A list reads as a list; any other object as its JSON, never as "[object Object]". */
const plain = (value: unknown): string =>
  Array.isArray(value) ? value.map(plain).join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * A cell's value as text, by its declared renderer (spec: enum, date, money, phone, link, tag,
 * text). `translate` turns a label that is a translation key into text. Money is integer sen.
 */
export function cellText(value: unknown, renderer: CellRenderer | undefined, translate: (label: string) => string): string {
  if (isEmptyValue(value)) return EMPTY_CELL;
  switch (renderer?.kind) {
    case 'enum': {
      const option = renderer.options.find((o) => String(o.value) === String(value));
      return option ? translate(option.label) : plain(value);
    }
    case 'date':
      return formatMalaysian(value, renderer.format) ?? plain(value);
    case 'money': {
      const sen = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(sen) ? formatRinggit(sen) : plain(value);
    }
    case 'phone':
      return groupPhone(plain(value));
    default:
      return plain(value);
  }
}
