/** The menu paths of the two pages (spec 2 "Administrator menu": table, and the hidden tableAdd). */
export const LIST_FUNCPATH = 'table';
const EDITOR_FUNCPATH = 'tableAdd';

/**
 * The path of a sibling page in the same menu group: `/setting/table` → `/setting/tableAdd`. The
 * group comes from the current path, so the pages follow the menu wherever it puts them.
 */
export function siblingPath(pathname: string, funcPath: string): string {
  const group = pathname.replace(/\/+$/, '').replace(/\/[^/]*$/, '');
  return `${group}/${funcPath}`;
}

/** The editor for a configuration (`tabKey`), for a copy of one (`copy`), or for a new one. */
export function editorPath(pathname: string, target: { tabKey?: string; copy?: string } = {}): string {
  const query = new URLSearchParams();
  if (target.tabKey) query.set('tabKey', target.tabKey);
  else if (target.copy) query.set('copy', target.copy);
  const search = query.toString();
  return `${siblingPath(pathname, EDITOR_FUNCPATH)}${search ? `?${search}` : ''}`;
}
