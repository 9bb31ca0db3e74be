import { ArchiveIcon, EyeIcon } from 'lucide-react';
import {
  actionsColumn,
  ResponsiveTable,
  RowActionButton,
  RowVerbButton,
  type ListColumn,
} from '@/components/list-kit';
import { Badge } from '@/components/ui/badge';
import { productStockLevel, STOCK_LEVEL_LABELS } from '@/domain/catalog/low-stock';
import { priceRangeText } from '@/domain/catalog/variants';
import type { Product } from '@/domain/core/records';
import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@/domain/core/vocabulary';
import { ProductThumb } from './product-thumb';
import { priceInForce, priceInForceOf } from '@/domain/catalog/promo';
import { usePriceNow } from '@/lib/render-now';
import { formatRupiah } from '@/shared/format';

/** Props of {@link ProductTable}. */
export interface ProductTableProps {
  /** The rows to render (one page). */
  products: readonly Product[];
  /** The store's `Batas Stok Menipis` (units): stock at or below it is marked. */
  lowStockThreshold: number;
  /** Partner id → name; unknown ids show 'N/A'. */
  partnerNames: ReadonlyMap<string, string>;
  /** The ids of the partners that are `Nonaktif`: their products are off sale, marked so here. */
  inactivePartners?: ReadonlySet<string>;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  /** The quick actions `Arsipkan {name}` (an `Aktif` product) and `Aktifkan {name}` (a `Draf` or `Arsip` one). */
  onSetStatus?: (product: Product, status: ProductStatus) => void;
}

/**
 * The 'Daftar Produk' table (spec section 2, "Admin products"): image, name, price in Rupiah (under
 * it, while a promo runs, `Promo Rp …` with its `-{n}%`, or with `Variasi` the range in force and
 * how many variants are on promo; in a phone's card too),
 * stock, location, partner name (N/A if unknown; with the badge `Nonaktif` when the partner is not
 * active, its products off sale in the shop: src/domain/catalog/on-sale.ts) and per row the buttons `Ubah {name}` and
 * `Hapus {name}` (docs/product/ui-names.md "Admin"), with `Arsipkan {name}` or `Aktifkan {name}`
 * before them; the column `Status` shows `Draf`, `Aktif` or `Arsip` as a badge; stock of an
 * `Aktif` product at or below `Batas Stok Menipis` carries the badge 'Stok menipis' ('Habis' at
 * 0, on any product), in words, not colour alone. A product with `Variasi` shows its variants'
 * price range and their summed stock, marked low when any one variant is. Scrolls sideways on narrow screens; on a
 * phone each product is a card (picture and name, the fields, the two buttons).
 */
export function ProductTable({
  products,
  lowStockThreshold,
  partnerNames,
  inactivePartners,
  onEdit,
  onDelete,
  onSetStatus,
}: ProductTableProps) {
  const now = usePriceNow();
  const columns: ListColumn<Product>[] = [
    {
      id: 'image',
      header: 'Gambar',
      card: 'media',
      cell: (product) => <ProductThumb src={product.image} />,
    },
    {
      id: 'name',
      header: 'Nama Produk',
      rowHeader: true,
      cell: (product) => product.name,
      note: (product) => product.category,
    },
    {
      id: 'price',
      header: 'Harga',
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      // A product with `Variasi` reads its variants' range ('Rp 45.000 – Rp 160.000'); else its price.
      // A card shows no column's note but the title's, so there the promo sits in the cell.
      cell: (product, { layout }) => {
        const note = layout === 'card' ? promoNote(product, now) : null;
        if (note === null) return priceRangeText(product);
        return (
          <>
            {priceRangeText(product)}
            <span className="block text-xs text-muted-foreground">{note}</span>
          </>
        );
      },
      note: (product) => promoNote(product, now),
    },
    {
      id: 'stock',
      header: 'Stok',
      align: 'end',
      className: 'tabular-nums',
      cell: (product) => <StockCell product={product} lowStockThreshold={lowStockThreshold} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (product) => (
        <Badge variant={product.status === 'active' ? 'default' : 'secondary'} data-product-status={product.status}>
          {PRODUCT_STATUS_LABELS[product.status]}
        </Badge>
      ),
    },
    { id: 'location', header: 'Lokasi', cell: (product) => product.location },
    {
      id: 'partner',
      header: 'Mitra',
      cell: (product) => (
        <>
          {partnerNames.get(product.partnerId) ?? 'N/A'}
          {inactivePartners?.has(product.partnerId) && (
            <Badge variant="secondary" className="ml-2">
              Nonaktif
            </Badge>
          )}
        </>
      ),
    },
    actionsColumn((product) => (
      <>
        {onSetStatus &&
          (product.status === 'active' ? (
            <RowActionButton
              label={`Arsipkan ${product.name}`}
              title="Arsipkan"
              icon={<ArchiveIcon aria-hidden="true" />}
              onClick={() => onSetStatus(product, 'archived')}
            />
          ) : (
            <RowActionButton
              label={`Aktifkan ${product.name}`}
              title="Aktifkan"
              icon={<EyeIcon aria-hidden="true" />}
              onClick={() => onSetStatus(product, 'active')}
            />
          ))}
        <RowVerbButton verb="Ubah" name={product.name} onClick={() => onEdit(product)} />
        <RowVerbButton verb="Hapus" name={product.name} onClick={() => onDelete(product)} />
      </>
    )),
  ];
  return (
    <ResponsiveTable
      rows={products}
      columns={columns}
      caption="Daftar Produk"
      regionLabel="Tabel produk"
      tableClassName="min-w-[48rem]"
      verticalAlign="middle"
    />
  );
}

/**
 * A product's stock in units (with `Variasi`, their sum), with the badge 'Habis' at 0, or 'Stok
 * menipis' when it or one of its variants is low (an `Aktif` product only:
 * src/domain/catalog/low-stock.ts `productStockLevel`).
 */
function StockCell({ product, lowStockThreshold }: { product: Product; lowStockThreshold: number }) {
  const { stock } = product;
  const level = productStockLevel(product, lowStockThreshold);
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2">
      {level !== 'ok' && (
        <Badge variant={level === 'out' ? 'destructive' : 'outline'} data-stock-level={level}>
          {STOCK_LEVEL_LABELS[level]}
        </Badge>
      )}
      <span>{stock.toLocaleString('id-ID')}</span>
    </span>
  );
}

/**
 * Under `Harga`, while a promo runs (src/domain/catalog/promo.ts), else null: `Promo Rp … (-n%)`
 * for a product's own promo; for a product with `Variasi` whose variants' promos run in its
 * window, the range of the prices in force the storefront's card shows and how many variants are
 * on promo (`Promo Rp 40.000 – Rp 120.000 (2 variasi)`).
 */
function promoNote(product: Product, now: Date): string | null {
  if (product.variants.length > 0) {
    const onPromo = product.variants.filter((variant) => priceInForceOf(product, variant, now).promoRunning).length;
    return onPromo > 0 ? `Promo ${priceRangeText(product, now)} (${onPromo} variasi)` : null;
  }
  const price = priceInForce(product, now);
  return price.promoRunning ? `Promo ${formatRupiah(price.unitPrice)} (-${price.discountPercent}%)` : null;
}
