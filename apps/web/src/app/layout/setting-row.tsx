import { type ReactNode, useId } from 'react';

/** A label and its control on one line; the label names the control for screen readers. */
export function SettingRow({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="portal-setting-row">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
