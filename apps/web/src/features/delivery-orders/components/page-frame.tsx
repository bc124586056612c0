import { Card, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { useUserInfo } from '@/lib/use-user-info.ts';
import '../delivery-orders.css';

/** A DO page: its menu title (as the courier named it) as the heading, an intro, then the page. */
export function PageFrame({ page, intro, children }: { page: string; intro: string; children: ReactNode }) {
  const heading = useId();
  const { funcs } = useUserInfo();
  const title = funcs.find((f) => f.FUNCPATH === page)?.FUNCNAME ?? page;
  return (
    <section className="do-page" aria-labelledby={heading}>
      <h1 id={heading} className="do-page__title">
        {title}
      </h1>
      <Card>
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        {children}
      </Card>
    </section>
  );
}
