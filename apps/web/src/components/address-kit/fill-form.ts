import type { FormInstance } from 'antd';

/**
 * Puts values picked or read from elsewhere (saved phone memory, another book, a pasted text) into
 * a form as if typed: blanks are skipped, the fields count as touched (leaving then asks first)
 * and are checked at once, so a bad value shows its message. Returns the names filled.
 */
export function fillFields<Values extends object>(form: FormInstance<Values>, values: Partial<Values>): (keyof Values)[] {
  const filled = (Object.entries(values) as [keyof Values & string, unknown][]).filter(([, v]) => v !== undefined && v !== '');
  form.setFields(filled.map(([name, value]) => ({ name, value, touched: true })) as Parameters<typeof form.setFields>[0]);
  const names = filled.map(([name]) => name);
  void form.validateFields(names as never).catch(() => undefined);
  return names;
}
