import type { ReactNode } from 'react';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Props of {@link RowActionButton}. */
export interface RowActionButtonProps {
  /** The button's accessible name, naming the row, e.g. 'Ubah Kopi Arabika Gayo'. */
  label: string;
  /** The short tooltip, e.g. 'Ubah'. */
  title: string;
  /** The icon shown (decorative), e.g. `<PencilIcon />`. */
  icon: ReactNode;
  /** Red, for a destructive action such as 'Hapus'. */
  destructive?: boolean;
  onClick: () => void;
}

/**
 * An icon button in a list row's actions (table cell or card footer), named after the row so
 * every 'Ubah' / 'Hapus' on the page has its own accessible name (docs/product/ui-names.md
 * "Admin": `Ubah {name}`, `Hapus {name}`).
 */
export function RowActionButton({
  label,
  title,
  icon,
  destructive,
  onClick,
}: RowActionButtonProps) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={title}
      className={cn(destructive && 'text-destructive hover:text-destructive')}
      onClick={onClick}
    >
      {icon}
    </Button>
  );
}

/** Props of {@link EditRowButton} and {@link DeleteRowButton}. */
export interface RowNamedActionProps {
  /** The row's name, e.g. the product's: the button is named `Ubah {name}` / `Hapus {name}`. */
  name: string;
  onClick: () => void;
}

/** A row's 'Ubah' button (a pencil), named `Ubah {name}` (docs/product/ui-names.md "Admin"). */
export function EditRowButton({ name, onClick }: RowNamedActionProps) {
  return (
    <RowActionButton
      label={`Ubah ${name}`}
      title="Ubah"
      icon={<PencilIcon aria-hidden="true" />}
      onClick={onClick}
    />
  );
}

/** A row's red 'Hapus' button (a bin), named `Hapus {name}` (docs/product/ui-names.md "Admin"). */
export function DeleteRowButton({ name, onClick }: RowNamedActionProps) {
  return (
    <RowActionButton
      label={`Hapus ${name}`}
      title="Hapus"
      icon={<Trash2Icon aria-hidden="true" />}
      destructive
      onClick={onClick}
    />
  );
}
