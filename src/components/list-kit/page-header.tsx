import type { ReactNode } from 'react';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's `h1`, e.g. 'Pesanan'. */
  title: string;
  /** A line under the heading, e.g. 'Kelola status pesanan dan pengiriman pembeli.'. */
  description?: ReactNode;
  /**
   * The page's button that adds a record, beside the heading (under it on a phone), e.g.
   * `{ label: 'Tambah Produk', onClick: openAdd }`.
   */
  add?: { label: string; onClick: () => void };
}

/**
 * The head of a back-office page: its `h1`, an optional line under it and an optional 'Tambah ...'
 * button (a plus and the label).
 */
export function PageHeader({ title, description, add }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {add && (
        <Button type="button" onClick={add.onClick}>
          <PlusIcon aria-hidden="true" />
          {add.label}
        </Button>
      )}
    </div>
  );
}
