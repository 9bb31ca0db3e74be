import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { RecordSaveVariables } from '@/components/list-kit';
import { queryKeys } from '@/data';
import { usePagedQuery, useShopData } from '@/data/react';
import type { VoucherInput } from '@/domain/vouchers/inputs';

/**
 * Every stored voucher with its uses, newest first (`data.vouchers.list`, admin only); refreshed
 * when the `vouchers` key changes anywhere (this tab, another tab, another device).
 */
export function useVouchers() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.vouchers, queryFn: () => data.vouchers.list() });
}

/**
 * One page of the orders that used the voucher `id`, newest first (`data.vouchers.uses`, admin
 * only; page size 20); the previous page stays shown while the next loads. Not read while `id`
 * is null (no dialog open).
 */
export function useVoucherUses(id: string | null, page: number) {
  const data = useShopData();
  return useQuery({
    // Under `vouchers`, so a use taken or given back anywhere refreshes it; the key lives here, with the page's chunk.
    queryKey: [...queryKeys.vouchers, 'uses', id ?? '', page],
    queryFn: () => data.vouchers.uses(id!, { page }),
    enabled: id !== null,
    // The previous page stays while the next loads, but never another voucher's orders.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? keepPreviousData(previous) : undefined),
  });
}

/** Input of {@link useSaveVoucher}'s mutation: the form's input and, when editing, the voucher's id. */
export type SaveVoucherVariables = RecordSaveVariables<VoucherInput, string>;

/**
 * Adds or edits a voucher through `data.vouchers.save` (docs/product/vouchers.md "The owner's
 * form"). Rejects with ValidationError (field messages: a code in use, a quota below the uses…)
 * or ShopError `VOUCHER_LIMIT`.
 */
export function useSaveVoucher() {
  const data = useShopData();
  return useMutation({ mutationFn: ({ input, id }: SaveVoucherVariables) => data.vouchers.save(input, id) });
}

/** Pauses (`active: false`, `Jeda`) or resumes (`Aktifkan`) a voucher through `data.vouchers.setActive`. */
export function useSetVoucherActive() {
  const data = useShopData();
  return useMutation({ mutationFn: ({ id, active }: { id: string; active: boolean }) => data.vouchers.setActive(id, active) });
}

/** Deletes a voucher never used (`data.vouchers.remove`); a used one rejects with ShopError `VOUCHER_IN_USE`. */
export function useDeleteVoucher() {
  const data = useShopData();
  return useMutation({ mutationFn: (id: string) => data.vouchers.remove(id) });
}

/**
 * The products matching `q` for the voucher's product picker: the first page (`pageSize`
 * products) of the admin's product search (`data.products.searchAdmin`), so a large catalogue
 * is never loaded whole.
 */
export function useVoucherProductSearch(q: string, pageSize: number) {
  const search = { q: q.trim() || undefined, pageSize };
  return usePagedQuery(queryKeys.adminProductSearch(search), (data) => data.products.searchAdmin(search));
}
