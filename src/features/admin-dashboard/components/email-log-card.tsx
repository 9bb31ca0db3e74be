import { forwardRef, lazy, Suspense } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

const EmailLogPages = lazy(() => import('./email-log-pages'));

/** What the dashboard's e-mail log shows: whether it is open, and only the failures or every entry. */
export interface EmailLogView {
  open: boolean;
  /** `Hanya yang Gagal`: only the failures not sent since (the banner's count). */
  unresolved: boolean;
}

/**
 * The dashboard's `Log Email` (docs/product/ui-names.md, the owner's dashboard): closed at first
 * (the banner '{n} e-mail gagal dikirim' opens it on the failures); a page of
 * five entries newest first with `Halaman …` under it, `Hanya yang Gagal`
 * (pressed: only the failures not sent since, each with `Kirim Ulang {order id}`), read only while
 * open.
 * @param view - open or closed, and the filter; `onViewChange` - the header's and the filter's
 *   buttons ask for another view.
 */
export const EmailLogCard = forwardRef<HTMLDivElement, { view: EmailLogView; onViewChange: (view: EmailLogView) => void }>(
  function EmailLogCard({ view, onViewChange }, ref) {
    return (
      <Card ref={ref} role="region" aria-labelledby="email-log-heading" className="scroll-mt-20">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <h2 id="email-log-heading" className="font-semibold">
            <button
              type="button"
              aria-expanded={view.open}
              aria-controls="email-log-body"
              onClick={() => onViewChange({ ...view, open: !view.open })}
              className="inline-flex min-h-11 items-center gap-2 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
            >
              Log Email
              <ChevronDownIcon aria-hidden="true" className={view.open ? 'size-4 rotate-180' : 'size-4'} />
            </button>
          </h2>
          {view.open ? (
            <button
              type="button"
              aria-pressed={view.unresolved}
              onClick={() => onViewChange({ ...view, unresolved: !view.unresolved })}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
                view.unresolved ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background',
              )}
            >
              Hanya yang Gagal
            </button>
          ) : null}
        </CardHeader>
        <CardContent id="email-log-body" hidden={!view.open}>
          {/* Keyed by the filter, so switching it starts at its first page. */}
          {view.open ? (
            <Suspense fallback={<Skeleton className="h-32 w-full" />}>
              <EmailLogPages key={String(view.unresolved)} unresolved={view.unresolved} />
            </Suspense>
          ) : null}
        </CardContent>
      </Card>
    );
  },
);
