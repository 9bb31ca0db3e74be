import type { ReactNode } from 'react';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's `h1`, e.g. 'Pesanan'. */
  title: string;
  /** A line under the heading, e.g. 'Kelola status pesanan dan pengiriman pembeli.'. */
  description?: ReactNode;
  /** The page's main action beside the heading (wraps under it on a phone), e.g. 'Tambah Produk'. */
  action?: ReactNode;
}

/** The head of a back-office page: its `h1`, an optional line under it and an optional action. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
}
