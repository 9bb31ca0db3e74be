/** Props of {@link CountBadge}. */
export interface CountBadgeProps {
  /** The number shown (units in the cart, unread messages). */
  count: number;
  /** Classes placing and colouring the badge over its button. */
  className: string;
}

/**
 * The small number on an icon button (the cart's units, the chat's unread messages): above 99 it
 * shows `99+`. Hidden from assistive technology: the button's own name carries the exact count.
 */
export function CountBadge({ count, className }: CountBadgeProps) {
  return (
    <span aria-hidden="true" className={className}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
