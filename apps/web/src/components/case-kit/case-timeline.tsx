import { malaysiaTime } from '@portal/shared/time';
import { Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './case-kit.css';

/** One step of a case (a complaint, a work order): who wrote it, when, into which state, and what it says. */
export interface CaseEntry {
  id: number;
  author: 'customer' | 'staff';
  authorName: string;
  content: string;
  statusName: string;
  createdAt: string;
}

/**
 * A case's timeline, oldest first: the desk's steps in green, the shipper's in blue, each with its files
 * as the case kind shows them (`files`). Texts from the case's own namespace: `timeline`, `byDesk`, `byYou`.
 */
export function CaseTimeline<E extends CaseEntry>({ ns, entries, files }: { ns: string; entries: E[]; files: (entry: E) => ReactNode }) {
  const { t } = useTranslation(ns);
  return (
    <section aria-label={t('timeline')}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('timeline')}
      </Typography.Title>
      <Timeline
        items={entries.map((e) => ({
          color: e.author === 'staff' ? 'green' : 'blue',
          children: (
            <div className="case-kit__entry">
              <strong>{e.author === 'staff' ? t('byDesk') : t('byYou', { login: e.authorName })}</strong>
              <span className="case-kit__meta">{`${malaysiaTime(new Date(e.createdAt))} · ${e.statusName}`}</span>
              <p>{e.content}</p>
              {files(e)}
            </div>
          ),
        }))}
      />
    </section>
  );
}
