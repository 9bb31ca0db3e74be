import {
  actionsColumn,
  ResponsiveTable,
  rupiahColumn,
  RowVerbButton,
  type ListColumn,
} from '@/components/list-kit';
import { Badge } from '@/components/ui/badge';
import { STOCK_LEVEL_LABELS, stockLevel } from '@/domain/catalog/low-stock';
import type { Product } from '@/domain/core/records';
import { ProductThumb } from './product-thumb';

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
}

/**
 * The 'Daftar Produk' table (spec section 2, "Admin products"): image, name, price in Rupiah,
 * stock, location, partner name (N/A if unknown; with the badge `Nonaktif` when the partner is not
 * active, its products off sale in the shop: src/domain/catalog/on-sale.ts) and per row the buttons `Ubah {name}` and
 * `Hapus {name}` (docs/product/ui-names.md "Admin"); stock at or below `Batas Stok Menipis` carries
 * the badge 'Stok menipis' ('Habis' at 0), in words, not colour alone. Scrolls sideways on narrow screens; on a
 * phone each product is a card (picture and name, the fields, the two buttons).
 */
export function ProductTable({
  products,
  lowStockThreshold,
  partnerNames,
  inactivePartners,
  onEdit,
  onDelete,
}: ProductTableProps) {
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
    rupiahColumn({ id: 'price', header: 'Harga', align: 'end' }, (product) => product.price),
    {
      id: 'stock',
      header: 'Stok',
      align: 'end',
      className: 'tabular-nums',
      cell: (product) => (
        <StockCell stock={product.stock} lowStockThreshold={lowStockThreshold} />
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

/** A product's stock in units, with the badge 'Stok menipis' or 'Habis' when it is low (src/domain/catalog/low-stock.ts). */
function StockCell({ stock, lowStockThreshold }: { stock: number; lowStockThreshold: number }) {
  const level = stockLevel(stock, lowStockThreshold);
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
