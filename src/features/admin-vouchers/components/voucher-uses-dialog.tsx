import { useState } from 'react';
import { ReceiptTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ListView, ResponsiveTable, rupiahColumn, type ListColumn } from '@/components/list-kit';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { VoucherOrderUse } from '@/domain/vouchers/usage';
import { formatDateTime } from '@/shared/format';
import { voucherAdminMessages as texts } from '@/shared/messages-voucher-admin';
import { useVoucherUses } from '../api/use-vouchers';

/** Props of {@link VoucherUsesDialog}. */
export interface VoucherUsesDialogProps {
  /** The voucher whose orders are listed (kept while the dialog closes), or null before any. */
  voucher: { id: string; code: string } | null;
  open: boolean;
  /** Called with `false` when the owner closes it (`Tutup`, Escape, outside). */
  onOpenChange: (open: boolean) => void;
}

/** The admin's page of one order (the back office has no other page per order). */
export function adminOrderHref(orderId: string): string {
  return `/admin/pesanan/${encodeURIComponent(orderId)}/invoice`;
}

type UseRow = VoucherOrderUse & { id: string };

const columns: ListColumn<UseRow>[] = [
  {
    id: 'order',
    header: 'ID Pesanan',
    rowHeader: true,
    cell: (use) => (
      <Link to={adminOrderHref(use.orderId)} className="font-mono underline underline-offset-4">
        {use.orderId}
      </Link>
    ),
    note: (use) => use.buyerName ?? '',
  },
  { id: 'date', header: 'Tanggal', className: 'whitespace-nowrap', cell: (use) => `${formatDateTime(use.createdAt)} WIB` },
  rupiahColumn({ id: 'amount', header: 'Diskon' }, (use) => use.amount),
  {
    id: 'status',
    header: 'Status',
    cell: (use) => (
      <Badge variant={use.releasedAt === null ? 'default' : 'secondary'} data-status={use.releasedAt === null ? 'used' : 'released'}>
        {use.releasedAt === null ? texts.useActive : texts.useReleased}
      </Badge>
    ),
  },
];

/**
 * 'Pesanan dengan voucher {code}' (docs/product/vouchers.md "The owner's page"): the orders that
 * used the voucher, newest first, 20 a page (`vouchers.uses`): the order id as a link to the
 * admin's page of the order, the name on the order, the date in WIB, the discount, and
 * 'Dibatalkan — kuota dikembalikan' for a use a cancelled or expired order gave back; loading
 * ('Memuat pesanan...') and empty states. The dialog traps the focus and gives it back to
 * `Pesanan {code}` on close.
 */
export function VoucherUsesDialog({ voucher, open, onOpenChange }: VoucherUsesDialogProps) {
  const id = open ? (voucher?.id ?? null) : null;
  const [paging, setPaging] = useState({ id, page: 1 });
  // Another voucher's dialog starts at its first page.
  const page = paging.id === id ? paging.page : 1;
  const setPage = (next: number) => setPaging({ id, page: next });
  const uses = useVoucherUses(id, page);
  const code = voucher?.code ?? '';
  const query = { ...uses, data: uses.data && { ...uses.data, items: uses.data.items.map((use) => ({ ...use, id: use.orderId })) } };
  return (
    <Dialog open={open && voucher !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{texts.usesTitle(code)}</DialogTitle>
          <DialogDescription>{texts.usesDescription}</DialogDescription>
        </DialogHeader>
        <ListView
          query={query}
          loadingLabel={texts.usesLoading}
          loadingClassName="h-32"
          icon={<ReceiptTextIcon />}
          empty={texts.usesEmpty}
          pagination={{ label: texts.usesPagination, noun: texts.usesNoun, onPageChange: setPage }}
        >
          {(data) => <ResponsiveTable rows={data.items} columns={columns} caption={texts.usesCaption(code)} regionLabel={texts.usesCaption(code)} />}
        </ListView>
      </DialogContent>
    </Dialog>
  );
}
