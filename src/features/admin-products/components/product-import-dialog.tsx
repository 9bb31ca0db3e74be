import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FileField } from '@/components/ui/file-field';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data';
import { ValidationError } from '@/domain/core/errors';
import { PRODUCT_CSV_LIMITS } from '@/domain/catalog/product-csv';
import { importErrorsOf } from '@/domain/catalog/product-import';
import type { ProductCsvError } from '@/domain/catalog/product-csv';
import type { ProductImportSummary } from '@/domain/port/port';
import { productCsvMessages as m } from '@/shared/messages-product-csv';
import { useImportProducts } from '../api/use-product-csv';

/** Props of {@link ProductImportDialog}. */
export interface ProductImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the dialog shows about the chosen file. */
type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ready'; csv: string; summary: ProductImportSummary }
  | { state: 'refused'; errors: ProductCsvError[] };

/**
 * `Impor Produk dari CSV` (docs/product/ui-names.md "Import and export of products"): the field
 * `Berkas CSV`; the chosen file is checked by the data layer without writing (`dryRun`), then the
 * preview `Pratinjau Impor` with the products to create and update, or the table of every row's
 * error; `Impor Sekarang` imports it (toast 'Impor selesai: …') and closes. Loaded lazily with
 * papaparse's code, so the products page's first chunk carries neither.
 */
export function ProductImportDialog({ open, onOpenChange }: ProductImportDialogProps) {
  const fieldId = useId();
  const statusId = useId();
  const importing = useImportProducts();
  const [check, setCheck] = useState<Check>({ state: 'idle' });

  function reset(next: boolean) {
    if (!next) setCheck({ state: 'idle' });
    onOpenChange(next);
  }

  async function choose(file: File) {
    if (file.size > PRODUCT_CSV_LIMITS.bytes) {
      setCheck({ state: 'refused', errors: [{ row: 0, message: m.tooLarge(PRODUCT_CSV_LIMITS.bytes / 1024 / 1024) }] });
      return;
    }
    setCheck({ state: 'checking' });
    const csv = await file.text();
    try {
      const summary = await importing.mutateAsync({ csv, dryRun: true });
      setCheck({ state: 'ready', csv, summary });
    } catch (error) {
      if (error instanceof ValidationError && error.code === 'PRODUCT_IMPORT_INVALID') setCheck({ state: 'refused', errors: importErrorsOf(error) });
      else setCheck({ state: 'refused', errors: [{ row: 0, message: errorMessage(error) }] });
    }
  }

  async function confirm() {
    if (check.state !== 'ready') return;
    try {
      const done = await importing.mutateAsync({ csv: check.csv, dryRun: false });
      toast.success(m.done(done.created, done.updated));
      reset(false);
    } catch (error) {
      if (error instanceof ValidationError && error.code === 'PRODUCT_IMPORT_INVALID') setCheck({ state: 'refused', errors: importErrorsOf(error) });
      else toast.error(errorMessage(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{m.dialogTitle}</DialogTitle>
          <DialogDescription>{m.dialogDescription}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={fieldId}>{m.fileLabel}</Label>
          <FileField id={fieldId} accept=".csv,text/csv" onFile={(file) => void choose(file)} disabled={importing.isPending} describedBy={statusId} />
        </div>
        <div id={statusId} role="status" aria-live="polite" className="grid gap-3">
          {check.state === 'checking' && <p className="text-sm text-muted-foreground">{m.checking}</p>}
          {check.state === 'ready' && (
            <section aria-labelledby={`${statusId}-title`} className="rounded-md border p-3">
              <h3 id={`${statusId}-title`} className="font-medium">
                {m.previewTitle}
              </h3>
              <p className="text-sm">{m.previewCounts(check.summary.created, check.summary.updated)}</p>
            </section>
          )}
          {check.state === 'refused' && <p className="text-sm font-medium text-destructive">{m.errorsTitle(check.errors.length)}</p>}
        </div>
        {check.state === 'refused' && (
          <TableScrollRegion label={m.errorTableLabel} className="max-h-72 overflow-auto rounded-md border">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {m.errorRowHeader}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {m.errorMessageHeader}
                  </th>
                </tr>
              </thead>
              <tbody>
                {check.errors.map((error, i) => (
                  <tr key={i} className="border-t align-top">
                    <td className="px-3 py-2 tabular-nums">{error.row > 0 ? error.row : '–'}</td>
                    {/* A long SKU or name breaks anywhere, so the table stays as wide as a phone. */}
                    <td className="px-3 py-2 wrap-anywhere">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScrollRegion>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => reset(false)}>
            Batal
          </Button>
          <PendingButton type="button" pending={importing.isPending && check.state === 'ready'} disabled={check.state !== 'ready'} onClick={() => void confirm()}>
            {importing.isPending && check.state === 'ready' ? m.importing : m.confirm}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
