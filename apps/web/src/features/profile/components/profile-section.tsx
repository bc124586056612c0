import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled block of the profile panel. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ borderTop: '1px solid rgb(5 5 5 / 6%)', paddingTop: 16, marginTop: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 15, margin: '0 0 12px' }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
