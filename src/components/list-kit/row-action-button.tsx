import type { ReactNode } from 'react';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { IconButton } from '@/components/icon-button';
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
    <IconButton
      label={label}
      icon={icon}
      title={title}
      // Set apart from the row's other actions, so a thumb aiming at 'Ubah' does not land on 'Hapus'.
      className={cn(destructive && 'ml-4 text-destructive hover:text-destructive')}
      onClick={onClick}
    />
  );
}

/** The verbs of {@link RowVerbButton}: each one's icon, and whether it destroys. */
const VERBS = {
  Ubah: { Icon: PencilIcon, destructive: false },
  Hapus: { Icon: Trash2Icon, destructive: true },
} as const;

/** Props of {@link RowVerbButton}. */
export interface RowVerbButtonProps {
  /** 'Ubah' (a pencil) or 'Hapus' (a bin, red). */
  verb: keyof typeof VERBS;
  /** The row's name, e.g. the product's: the button is named `{verb} {name}`. */
  name: string;
  onClick: () => void;
}

/**
 * A row's 'Ubah' or 'Hapus' icon button, named `Ubah {name}` / `Hapus {name}`
 * (docs/product/ui-names.md "Admin") with the verb as its tooltip.
 */
export function RowVerbButton({ verb, name, onClick }: RowVerbButtonProps) {
  const { Icon, destructive } = VERBS[verb];
  return (
    <RowActionButton
      label={`${verb} ${name}`}
      title={verb}
      icon={<Icon aria-hidden="true" />}
      destructive={destructive}
      onClick={onClick}
    />
  );
}
