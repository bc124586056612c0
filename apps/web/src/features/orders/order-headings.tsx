import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading.tsx';

/** An order page's h1: its name in the user's menu. */
export const OrderPageHeading = () => <PageHeading className="order-page__title" />;

/** A card's title as the h2 under the page's h1. */
export const cardTitle = (text: ReactNode) => <h2 className="order-card__title">{text}</h2>;
