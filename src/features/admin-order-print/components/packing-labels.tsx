import { useStoreSettings, useProductsById } from '@/data/react';
import { messages } from '@/shared/messages';
import { labelIdsParam, MAX_LABELS_PER_PRINT } from '@/domain/orders/labels';
import { packedWeight } from '@/domain/orders/documents';
import { useAdminOrders } from '../api/use-admin-orders';
import { PackingLabel } from './packing-label';
import { PrintDocument } from './print-document';

/** The ids of the page's address: those it prints, or why it prints none. */
function wantedIds(param: string | null): { ids: string[]; refusal: string | null } {
  const ids = labelIdsParam(param);
  if (ids.length === 0) return { ids: [], refusal: messages.labels.none };
  if (ids.length > MAX_LABELS_PER_PRINT) return { ids: [], refusal: messages.labels.tooMany(MAX_LABELS_PER_PRINT) };
  return { ids, refusal: null };
}

/**
 * /admin/orders/labels?ids=ORD1,ORD2, 'Label Pengiriman ({n})': the owner's bulk `Cetak Label
 * ({n})` (docs/product/ui-names.md "Order journey"). Loads the orders in one read
 * (`orders.getMany`, admin only), the store settings (the sender) and their products' current
 * weights, then shows one {@link PackingLabel} per order, each on its own A6 sheet, and opens the
 * print dialog. No id or more than `MAX_LABELS_PER_PRINT` shows why and the way back; ids of no
 * order are named above the labels of the others ('Pesanan tidak ditemukan: …'), or alone when
 * none is found.
 * @param idsParam - the address's `ids` parameter (comma-separated order ids), or null.
 */
export function PackingLabelsPage({ idsParam }: { idsParam: string | null }) {
  const { ids, refusal } = wantedIds(idsParam);
  const orders = useAdminOrders(ids);
  const store = useStoreSettings();
  const found = orders.data ?? [];
  const productIds = found.flatMap((order) => order.items?.map((item) => item.productId) ?? []);
  const products = useProductsById(productIds);
  const weights = new Map(products.data?.map((p) => [p.id, p.weight]) ?? []);
  const foundIds = new Set(found.map((order) => order.id));
  const missing = orders.data ? ids.filter((id) => !foundIds.has(id)) : [];
  const notFound = missing.length > 0 ? messages.labels.missing(missing.join(', ')) : null;
  const error = refusal
    ? new Error(refusal)
    : (orders.error ?? store.error ?? (orders.data && found.length === 0 && notFound ? new Error(notFound) : null));
  const loading = !refusal && (orders.isPending || store.isPending || (productIds.length > 0 && !products.data && !products.isError));
  return (
    <PrintDocument
      kind="Label Pengiriman"
      orderId={`(${found.length})`}
      paper="A6"
      loadingLabel="Memuat label pengiriman..."
      loading={loading}
      error={error}
      notice={
        notFound && (
          <p role="status" className="w-full max-w-[210mm] rounded-md border border-destructive/50 p-3 text-sm text-destructive print:hidden">
            {notFound}
          </p>
        )
      }
      sheets={
        store.data
          ? found.map((order) => ({
              orderId: order.id,
              content: <PackingLabel order={order} store={store.data} weight={packedWeight(order.items, weights)} headingLevel={2} />,
            }))
          : []
      }
    />
  );
}
