import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';

/** Props of {@link TitledCard}. */
export interface TitledCardProps {
  /** The card's heading (`CardTitle`, an `h2`), e.g. 'Ringkasan Pesanan'. */
  title: ReactNode;
  /** The heading's element id, when something refers to it (e.g. 'riwayat-status'). */
  titleId?: string;
  /** The line under the heading, if any. */
  description?: ReactNode;
  /** Classes of the card (e.g. `lg:sticky lg:top-20`). */
  className?: string;
  /** Classes of the card's content box (e.g. `flex flex-col gap-4`). */
  contentClassName?: string;
  /** The card's content. */
  children: ReactNode;
  /** What stands under the content (`CardFooter`), e.g. the cart's 'Lanjut ke Pembayaran'. */
  footer?: ReactNode;
}

/**
 * A card with a heading: `Card` > `CardHeader` (`CardTitle`, an optional `CardDescription`) and
 * `CardContent` holding `children`, and an optional `CardFooter` — the sections of the checkout, the cart's summary, an order's
 * page and the back office's panels.
 */
export function TitledCard({
  title,
  titleId,
  description,
  className,
  contentClassName,
  children,
  footer,
}: TitledCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {footer && <CardFooter>{footer}</CardFooter>}
    </Card>
  );
}
