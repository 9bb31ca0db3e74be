import { PauseIcon, PencilIcon, PlayIcon, ReceiptTextIcon, Trash2Icon } from 'lucide-react';
import { IconButton } from '@/components/icon-button';
import { actionsColumn, ResponsiveTable, rupiahColumn, type ListColumn } from '@/components/list-kit';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { AdminVoucher } from '@/domain/vouchers/usage';
import { describeVoucherPeriod, describeVoucherValue, voucherAdminMessages as texts } from '@/shared/messages-voucher-admin';

/** Props of {@link VoucherTable}. */
export interface VoucherTableProps {
  vouchers: readonly AdminVoucher[];
  /** `Ubah {code}`. */
  onEdit: (voucher: AdminVoucher) => void;
  /** `Jeda {code}` (`active` false) / `Aktifkan {code}` (`active` true). */
  onSetActive: (voucher: AdminVoucher, active: boolean) => void;
  /** `Pesanan {code}` (only on a voucher with uses): opens the orders that used it. */
  onShowOrders: (voucher: AdminVoucher) => void;
  /** `Hapus {code}`: asks first. */
  onDelete: (voucher: AdminVoucher) => void;
  /** The id of the voucher whose pause or resume is being saved (its button is disabled). */
  busyId?: string | null;
}

/** Where a voucher applies: 'Semua produk', or e.g. '2 produk, 1 kategori'. */
function scopeOf(voucher: AdminVoucher): string {
  const parts = [
    voucher.productIds.length > 0 ? texts.scopeProducts(voucher.productIds.length) : null,
    voucher.categories.length > 0 ? texts.scopeCategories(voucher.categories.length) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : texts.allProducts;
}

/** A row's icon button, 44 px: a tap target on a phone (the cards), and as tall as `Jeda` in the table. */
const TAP = 'size-11';

/**
 * The `Voucher` list (docs/product/vouchers.md "The owner's page"): per voucher its code (with
 * where it applies), kind and value ('10% maks. Rp 20.000', 'Rp 10.000', 'Gratis Ongkir maks.
 * Rp 15.000'), `Minimal Belanja`, `Terpakai {n}/{kuota}`, `Diskon Diberikan` (Rupiah, its uses
 * not given back), the period in WIB, the status 'Aktif' / 'Dijeda', and the buttons
 * `Ubah {code}`, `Jeda {code}` / `Aktifkan {code}`, `Pesanan {code}` (when a use counts),
 * `Hapus {code}`.
 * A table on wide screens, a list of cards on a phone; every button is 44 px high, a tap target.
 */
export function VoucherTable({ vouchers, onEdit, onSetActive, onShowOrders, onDelete, busyId = null }: VoucherTableProps) {
  const columns: ListColumn<AdminVoucher>[] = [
    { id: 'code', header: 'Kode Voucher', rowHeader: true, className: 'font-mono', cell: (v) => v.code, note: scopeOf },
    { id: 'value', header: 'Diskon', className: 'whitespace-nowrap', cell: (v) => describeVoucherValue(v) },
    rupiahColumn({ id: 'minSpend', header: 'Minimal Belanja' }, (v) => v.minSpend),
    { id: 'used', header: 'Pemakaian', className: 'whitespace-nowrap tabular-nums', cell: (v) => texts.used(v.used, v.quota) },
    rupiahColumn({ id: 'discountGiven', header: texts.discountGiven }, (v) => v.discountGiven),
    { id: 'period', header: 'Periode', cell: (v) => describeVoucherPeriod(v.startsAt, v.endsAt) },
    {
      id: 'status',
      header: 'Status',
      cell: (v) => (
        <Badge variant={v.active ? 'default' : 'secondary'} data-status={v.active ? 'active' : 'paused'}>
          {v.active ? texts.statusActive : texts.statusPaused}
        </Badge>
      ),
    },
    actionsColumn((v) => (
      <div className="flex flex-wrap items-center justify-end gap-1">
        <IconButton label={`Ubah ${v.code}`} title="Ubah" icon={<PencilIcon aria-hidden="true" />} className={TAP} onClick={() => onEdit(v)} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-11"
          disabled={busyId === v.id}
          onClick={() => onSetActive(v, !v.active)}
        >
          {v.active ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
          {v.active ? `Jeda ${v.code}` : `Aktifkan ${v.code}`}
        </Button>
        {v.used > 0 && (
          <Button type="button" variant="outline" size="sm" className="h-11" onClick={() => onShowOrders(v)}>
            <ReceiptTextIcon aria-hidden="true" />
            {texts.ordersButton(v.code)}
          </Button>
        )}
        <IconButton
          label={`Hapus ${v.code}`}
          title="Hapus"
          icon={<Trash2Icon aria-hidden="true" />}
          className={`${TAP} text-destructive hover:text-destructive`}
          onClick={() => onDelete(v)}
        />
      </div>
    )),
  ];
  return (
    <ResponsiveTable
      rows={vouchers}
      columns={columns}
      caption={texts.listLabel}
      regionLabel="Tabel voucher"
      tableClassName="min-w-[48rem]"
      verticalAlign="middle"
    />
  );
}
