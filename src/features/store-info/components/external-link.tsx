import type * as React from 'react';

/**
 * A link to another site: opens in a new tab with `rel="noopener noreferrer"` and tells screen
 * readers so ('(membuka tab baru)').
 */
export function ExternalLink({
  children,
  ...props
}: Omit<React.ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (membuka tab baru)</span>
    </a>
  );
}
