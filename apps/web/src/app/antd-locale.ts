import type { Locale } from 'antd/es/locale';

/**
 * antd's Malay pack leaves the pager's "page" empty (the go-to-page box's only label, so a screen reader hears
 * nothing: axe's critical `label`) and spells "next page" wrong: filled in here, where Malay is loaded.
 */
export function completeMalay(locale: Locale): Locale {
  return {
    ...locale,
    Pagination: { ...locale.Pagination, page: 'Halaman', next_page: 'Halaman seterusnya', page_size: 'Saiz halaman' },
  };
}
