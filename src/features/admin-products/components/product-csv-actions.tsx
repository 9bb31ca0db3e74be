import { lazy, Suspense, useState } from 'react';
import { DownloadIcon, FileSpreadsheetIcon, UploadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data';
import { downloadFile } from '@/lib/download';
import { productCsvMessages as m } from '@/shared/messages-product-csv';
import { useExportProducts } from '../api/use-product-csv';

/** Loads the import dialog (and papaparse's code with it) when first wanted. */
const loadDialog = () => import('./product-import-dialog');
const ProductImportDialog = lazy(() => loadDialog().then((module) => ({ default: module.ProductImportDialog })));

const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * The products page's spreadsheet buttons (docs/product/ui-names.md "Import and export of
 * products"): `Impor Produk` (opens the lazily loaded import dialog), `Ekspor Produk` (every
 * product as `produk-seulanga.csv`) and `Unduh Templat CSV` (`templat-produk.csv`). The CSV code
 * loads only when one of them is used.
 */
export function ProductCsvActions() {
  const [importOpen, setImportOpen] = useState(false);
  const exporting = useExportProducts();

  function exportAll() {
    exporting.mutate(undefined, {
      onSuccess: (csv) => downloadFile('produk-seulanga.csv', csv, CSV_TYPE),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  async function downloadTemplate() {
    const { productCsvTemplate } = await import('@/domain/catalog/product-csv');
    downloadFile('templat-produk.csv', productCsvTemplate(), CSV_TYPE);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" onPointerDown={() => void loadDialog()} onFocus={() => void loadDialog()} onClick={() => setImportOpen(true)}>
        <UploadIcon aria-hidden="true" />
        {m.importButton}
      </Button>
      <Button type="button" variant="outline" onClick={exportAll} disabled={exporting.isPending}>
        <DownloadIcon aria-hidden="true" />
        {m.exportButton}
      </Button>
      <Button type="button" variant="outline" onClick={() => void downloadTemplate()}>
        <FileSpreadsheetIcon aria-hidden="true" />
        {m.templateButton}
      </Button>
      {importOpen && (
        <Suspense fallback={null}>
          <ProductImportDialog open={importOpen} onOpenChange={setImportOpen} />
        </Suspense>
      )}
    </div>
  );
}
