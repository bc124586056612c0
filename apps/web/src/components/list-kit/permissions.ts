/**
 * Spec 6: list elements are governed by the permission keys ADD, DELETE, EDIT and DETAIL (plus
 * the screen's suffix). The values come from data, so anything but exactly `true` hides; a screen
 * that sets no permissions at all puts nothing under a directive, and everything it wires shows.
 */
export type Permissions = Readonly<Partial<Record<'ADD' | 'DELETE' | 'EDIT' | 'DETAIL' | (string & {}), unknown>>>;

export function permitted(permissions: Permissions | undefined, key: string, suffix = ''): boolean {
  return permissions === undefined || permissions[`${key}${suffix}`] === true;
}
