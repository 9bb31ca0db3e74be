import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/domain/format';
import type { Product } from '@/domain/schemas';
import { ProductThumb } from './product-thumb';

/** Props of {@link ProductTable}. */
export interface ProductTableProps {
  /** The rows to render (one page). */
  products: readonly Product[];
  /** Partner id → name; unknown ids show 'N/A'. */
  partnerNames: ReadonlyMap<string, string>;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * The 'Daftar Produk' table (spec section 2, "Admin products"): image, name, price in Rupiah,
 * stock, location, partner name (N/A if unknown) and per row the buttons `Ubah {name}` and
 * `Hapus {name}` (docs/product/ui-names.md "Admin"). Scrolls sideways on narrow screens.
 */
export function ProductTable({ products, partnerNames, onEdit, onDelete }: ProductTableProps) {
  return (
    <TableScrollRegion label="Tabel produk" className="rounded-lg border bg-card">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Daftar Produk</caption>
        <thead className="border-b bg-muted/60 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Gambar
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Nama Produk
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Harga
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Stok
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Lokasi
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Mitra
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Aksi
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className="border-b last:border-0">
              <td className="px-4 py-2">
                <ProductThumb src={product.image} />
              </td>
              <th scope="row" className="px-4 py-2 font-medium">
                {product.name}
                <span className="block text-xs font-normal text-muted-foreground">
                  {product.category}
                </span>
              </th>
              <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                {formatRupiah(product.price)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">
                {product.stock.toLocaleString('id-ID')}
              </td>
              <td className="px-4 py-2">{product.location}</td>
              <td className="px-4 py-2">{partnerNames.get(product.partnerId) ?? 'N/A'}</td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Ubah ${product.name}`}
                    title="Ubah"
                    onClick={() => onEdit(product)}
                  >
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Hapus ${product.name}`}
                    title="Hapus"
                    className="text-destructive hover:text-destructive"
                    onClick={() => onDelete(product)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
