import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Props of {@link AboutSection}. */
export interface AboutSectionProps {
  /** The heading's element id, which names the section (e.g. 'cerita-heading'). */
  headingId: string;
  /** The section's `h2`. */
  title: string;
  /** Classes of the section besides its grid (spacing, line height). */
  className: string;
  /** The section's content, under the heading. */
  children: ReactNode;
}

/** One section of the about page's body: a grid named by its `h2` `title`. */
export function AboutSection({ headingId, title, className, children }: AboutSectionProps) {
  return (
    <section aria-labelledby={headingId} className={cn('grid', className)}>
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
