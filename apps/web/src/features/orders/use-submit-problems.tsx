import { Alert, type FormProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type NamePath = (string | number)[];
type OnFinishFailed<V> = NonNullable<FormProps<V>['onFinishFailed']>;
type OnFieldsChange<V> = NonNullable<FormProps<V>['onFieldsChange']>;

/** The element antd gave a field's control: its id is the form's name and the field's path. */
function fieldElement(formName: string, name: NamePath): HTMLElement | null {
  const node = document.getElementById([formName, ...name].join('_'));
  if (!node || node.matches('input, textarea, button, [tabindex]')) return node;
  // A group (radio buttons) carries the id on its wrapper: its first control takes the focus.
  return node.querySelector<HTMLElement>('input, textarea, button, [tabindex]:not([tabindex="-1"])');
}

interface Broken {
  name: NamePath;
  errors: unknown[];
}

/** The first broken field on the page, as a reader meets them (antd lists them in registration order). */
function firstOnPage(formName: string, fields: Broken[]): { field: Broken; element: HTMLElement | null } {
  const placed = fields.map((field) => ({ field, element: fieldElement(formName, field.name) }));
  const onPage = placed.filter((p) => p.element);
  onPage.sort((a, b) => (a.element!.compareDocumentPosition(b.element!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return onPage[0] ?? placed[0]!;
}

/**
 * What an order form does when submitting finds broken rules: the focus goes to the first field
 * that needs correcting (a keyboard or screen reader user is taken there, not left on the button),
 * and a summary is announced (role="alert") with how many fields and the first problem. The summary
 * follows the corrections and goes once nothing is left.
 */
export function useSubmitProblems<V>(formName: string) {
  const { t } = useTranslation('ordering');
  // `attempt` renews the alert on every failed submit, so it is announced again even when unchanged.
  const [problem, setProblem] = useState<{ count: number; first: string; attempt: number } | null>(null);

  const onFinishFailed: OnFinishFailed<V> = ({ errorFields }) => {
    if (!errorFields.length) return;
    const { field, element } = firstOnPage(formName, errorFields as Broken[]);
    setProblem({ count: errorFields.length, first: String(field.errors[0] ?? ''), attempt: (problem?.attempt ?? 0) + 1 });
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  };

  /** Corrections shrink the summary; the last one removes it. */
  const onFieldsChange: OnFieldsChange<V> = (_changed, all) => {
    if (!problem) return;
    const left = all.filter((f) => f.errors?.length) as Broken[];
    setProblem(left.length ? { ...problem, count: left.length, first: String(firstOnPage(formName, left).field.errors[0]) } : null);
  };

  const summary = problem ? (
    <Alert
      key={problem.attempt}
      type="error"
      showIcon
      role="alert"
      className="order-problems"
      title={t('problems.summary', { count: problem.count })}
      description={problem.first}
    />
  ) : null;

  return { onFinishFailed, onFieldsChange, summary };
}
