import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';

/**
 * `Impor Produk` through `data.products.importCsv` (admin only): `dryRun` for the dialog's preview,
 * else the import itself (logged as importProducts; the product list refreshes from the data
 * layer's change notice).
 * @returns A TanStack mutation; a refused file rejects with ValidationError PRODUCT_IMPORT_INVALID.
 */
export function useImportProducts() {
  const data = useShopData();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => data.products.importCsv(csv, { dryRun }),
  });
}

/**
 * `Ekspor Produk` through `data.products.exportCsv` (admin only).
 * @returns A TanStack mutation resolving with the CSV text.
 */
export function useExportProducts() {
  const data = useShopData();
  return useMutation({ mutationFn: () => data.products.exportCsv() });
}
