import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Props of {@link SettingsSection}. */
export interface SettingsSectionProps {
  /** The section's element id, the target of the page's in-page links (e.g. 'profil'). */
  id: string;
  /** The card's heading (an `h2`), the section's accessible name. */
  title: ReactNode;
  /** The line under the heading. */
  description: ReactNode;
  /** The heading's element id, when the content refers to it too (default: a generated one). */
  titleId?: string;
  /** A control beside the heading (e.g. an `add` button); the header then lays out as a row. */
  action?: ReactNode;
  /** Classes of the card's content box. */
  contentClassName?: string;
  /** The card's content. */
  children: ReactNode;
  /** What belongs to the section but sits outside the card (its dialogs). */
  dialogs?: ReactNode;
}

/**
 * One section of a settings page (the buyer's `/settings`, the admin's `/admin/settings`): a
 * `section` with `id` (scrolled to below the sticky header) named by its card's `title`, the
 * card with `title`, `description` and an optional `action` beside them, then `children`.
 */
export function SettingsSection({
  id,
  title,
  description,
  titleId,
  action,
  contentClassName,
  children,
  dialogs,
}: SettingsSectionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const heading = (
    <>
      <CardTitle id={headingId}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Card>
        {action ? (
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1.5">{heading}</div>
            {action}
          </CardHeader>
        ) : (
          <CardHeader>{heading}</CardHeader>
        )}
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
      {dialogs}
    </section>
  );
}
