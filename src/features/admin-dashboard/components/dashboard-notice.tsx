import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A line the dashboard shows above its cards when something needs the owner (a status message):
 * its icon, its text and what to do about it (a link or a button).
 * @param tone - `warning` (amber) or `error` (the destructive colour).
 */
export function DashboardNotice({ tone, icon, text, action }: { tone: 'warning' | 'error'; icon: ReactNode; text: string; action: ReactNode }) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm [&>svg]:size-4 [&>svg]:shrink-0',
        tone === 'warning'
          ? 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
          : 'border-destructive/60 bg-destructive/5 [&>svg]:text-destructive',
      )}
    >
      {icon}
      <p className="flex-1 font-medium">{text}</p>
      {action}
    </div>
  );
}
