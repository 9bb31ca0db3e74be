import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoading } from '@/components/ui/page-loading';
import { errorMessage } from '@/data';
import { PAGE_TITLES, pageTitle } from '@/shared/page-titles';
import { cn } from '@/lib/utils';

/** The paper sizes of the owner's documents (CSS `@page` sizes) and their size on screen. */
const PAPER = {
  /** The packing label: A6, 105 × 148 mm. */
  A6: { margin: '5mm', screen: 'w-[105mm] min-h-[148mm] p-[5mm] text-[11px] leading-snug' },
  /** The invoice: A4, 210 × 297 mm. */
  A4: { margin: '15mm', screen: 'w-[210mm] min-h-[297mm] p-[15mm] text-sm' },
} as const;

/**
 * The print stylesheet of a document page: the paper size, and only the document printed (every
 * element that neither is, holds nor lies inside `[data-print-document]` is not shown; the ones
 * holding it lose their spacing), in black on white; several documents (the bulk labels) each on
 * their own sheet.
 */
function printStyles(paper: keyof typeof PAPER): string {
  return `@page { size: ${paper}; margin: ${PAPER[paper].margin}; }
@media print {
  body *:not(:has([data-print-document])):not([data-print-document]):not([data-print-document] *) { display: none !important; }
  body *:has([data-print-document]) { display: block !important; margin: 0 !important; padding: 0 !important; border: 0 !important; min-height: 0 !important; background: none !important; box-shadow: none !important; }
  [data-print-document] { width: auto !important; min-height: 0 !important; padding: 0 !important; margin: 0 !important; border: 0 !important; box-shadow: none !important; color: #000 !important; background: #fff !important; break-after: page; break-inside: avoid; }
  [data-print-document]:last-of-type { break-after: auto; }
}`;
}

/** One sheet of a page of several documents: the order's id and its document. */
export interface PrintSheet {
  orderId: string;
  content: ReactNode;
}

/** Props of {@link PrintDocument}. */
export interface PrintDocumentProps {
  /** What the document is, e.g. 'Label Pengiriman' or 'Faktur'. */
  kind: string;
  /**
   * The order's id: the page is titled and the document named `{kind} {orderId}`; for a page of
   * several sheets, what its title says after `kind` (e.g. '(2)').
   */
  orderId: string;
  /** Several documents, each on its own sheet named `{kind} {orderId}`, instead of `children`. */
  sheets?: readonly PrintSheet[];
  /** A note shown above the documents on screen only (e.g. the orders not found). */
  notice?: ReactNode;
  /** `'A6'` for the packing label, `'A4'` for the invoice (the `@page` size). */
  paper: keyof typeof PAPER;
  /** What is loading, e.g. 'Memuat label...'. */
  loadingLabel: string;
  /** True while the order (and what else the document needs) loads. */
  loading: boolean;
  /** The error of the order's load (a NotFoundError 'Pesanan tidak ditemukan.'), if any. */
  error: unknown;
  /** The document itself, once loaded (unless `sheets` are given). */
  children?: ReactNode;
}

/**
 * A printable document of the back office (the packing label and the invoice of an
 * order): a preview on screen, sized as its paper, under a toolbar with '← Pesanan' (back to
 * /admin/orders) and `Cetak`; a print stylesheet that prints the document alone on paper of its
 * size (`@page { size: A6 }` or `A4`), hiding the back office's chrome and the toolbar. Once the
 * document is shown, the browser's print dialog opens (`window.print()`, once per page visit);
 * `Cetak` opens it again. A load error shows its message and the way back. With `sheets`, one
 * document per sheet, each printed on its own page (CSS page breaks), under the page's h1 (for
 * screen readers) `{kind} {orderId}`.
 */
export function PrintDocument({ kind, orderId, sheets, notice, paper, loadingLabel, loading, error, children }: PrintDocumentProps) {
  const title = `${kind} ${orderId}`;
  const ready = !loading && !error;
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    window.print();
  }, [ready]);

  const back = (
    <Link to="/admin/orders" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeftIcon aria-hidden="true" />
      Kembali ke Pesanan
    </Link>
  );
  if (loading) {
    return <PageLoading label={loadingLabel} heights={['h-10', 'h-96']} className="mx-auto flex max-w-3xl flex-col gap-4" />;
  }
  if (error) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col gap-4">
        <title>{PAGE_TITLES.error}</title>
        <h1 className="text-2xl font-bold">{kind}</h1>
        <EmptyState title={errorMessage(error)} action={back} />
      </section>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <title>{pageTitle(title)}</title>
      <style>{printStyles(paper)}</style>
      <div className="flex w-full max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden">
        {back}
        <Button type="button" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          Cetak
        </Button>
      </div>
      {/* The sheets' own titles are h2: the page's one h1 names them all. */}
      {sheets && <h1 className="sr-only">{title}</h1>}
      {notice}
      {(sheets ?? [{ orderId, content: children }]).map((sheet) => (
        <article
          key={sheet.orderId}
          data-print-document={paper}
          aria-label={`${kind} ${sheet.orderId}`}
          className={cn('max-w-full overflow-x-auto rounded-md border bg-white text-black shadow-sm', PAPER[paper].screen)}
        >
          {sheet.content}
        </article>
      ))}
    </div>
  );
}
