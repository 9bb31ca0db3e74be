import { useState } from 'react';
import { TicketPercentIcon } from 'lucide-react';
import { ListView, PageHeader, useRecordDialog } from '@/components/list-kit';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/data';
import type { VoucherInput } from '@/domain/vouchers/inputs';
import type { AdminVoucher } from '@/domain/vouchers/usage';
import { voucherAdminMessages as texts } from '@/shared/messages-voucher-admin';
import { useDeleteVoucher, useSaveVoucher, useSetVoucherActive, useVouchers } from '../api/use-vouchers';
import { DeleteVoucherDialog } from './delete-voucher-dialog';
import { VoucherFormDialog } from './voucher-form-dialog';
import { VoucherTable } from './voucher-table';
import { VoucherUsesDialog } from './voucher-uses-dialog';

/**
 * The back office's `Voucher` page (docs/product/vouchers.md "The owner's page";
 * docs/product/ui-names.md "Admin"): the `h1` 'Voucher', the button `Tambah Voucher`, the list of
 * vouchers ('Belum ada voucher.' when there is none) with `Ubah {code}`, `Jeda {code}` /
 * `Aktifkan {code}`, `Pesanan {code}` (the orders that used it, {@link VoucherUsesDialog}) and
 * `Hapus {code}` (after a confirmation), and the voucher dialog. The data
 * layer's refusals are toasted with the catalogue's message: `VOUCHER_LIMIT`, `VOUCHER_IN_USE`
 * ('Voucher yang sudah dipakai tidak dapat dihapus. Jeda voucher ini …'); a code in use or a
 * quota below the uses shows on its field.
 */
export function VouchersPage() {
  const vouchers = useVouchers();
  const save = useSaveVoucher();
  const setActive = useSetVoucherActive();
  const remove = useDeleteVoucher();
  const dialog = useRecordDialog<AdminVoucher, VoucherInput>({ save: save.mutateAsync, added: texts.added, updated: texts.updated });
  const [deleting, setDeleting] = useState<AdminVoucher | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [showingOrders, setShowingOrders] = useState<AdminVoucher | null>(null);
  const [ordersOpen, setOrdersOpen] = useState(false);

  function changeActive(voucher: AdminVoucher, active: boolean) {
    setActive.mutate(
      { id: voucher.id, active },
      {
        onSuccess: () => toast.success(active ? texts.resumed(voucher.code) : texts.paused(voucher.code)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  function openDelete(voucher: AdminVoucher) {
    setDeleting(voucher);
    setConfirmOpen(true);
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(texts.deleted),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setConfirmOpen(false),
    });
  }

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader title={texts.title} add={{ label: texts.add, onClick: dialog.openAdd }} />
      <ListView query={vouchers} loadingLabel={texts.loading} icon={<TicketPercentIcon />} empty={texts.empty}>
        {(data) => (
          <VoucherTable
            vouchers={data}
            onEdit={dialog.openEdit}
            onSetActive={changeActive}
            onShowOrders={(voucher) => {
              setShowingOrders(voucher);
              setOrdersOpen(true);
            }}
            onDelete={openDelete}
            busyId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
          />
        )}
      </ListView>
      <VoucherFormDialog {...dialog.dialogProps} voucher={dialog.editing} saving={save.isPending} />
      <VoucherUsesDialog voucher={showingOrders} open={ordersOpen} onOpenChange={setOrdersOpen} />
      <DeleteVoucherDialog
        code={deleting?.code ?? ''}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
