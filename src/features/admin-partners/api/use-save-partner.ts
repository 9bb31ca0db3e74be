import { useMutation } from '@tanstack/react-query';
import type { RecordSaveVariables } from '@/components/list-kit';
import { useShopData } from '@/data/react';
import type { PartnerInput } from '@/domain/catalog/partner-inputs';

/**
 * Input of {@link useSavePartner}'s mutation: the partner's fields and, when editing, its id
 * (absent: add a new partner; the data layer gives it the next `P00N` id).
 */
export type SavePartnerVariables = RecordSaveVariables<PartnerInput, string>;

/**
 * Adds or updates a partner through `data.partners.save` (admin only; docs/product/decisions.md, "Back
 * office": partners can be added and edited).
 */
export function useSavePartner() {
  const data = useShopData();
  return useMutation({
    mutationFn: ({ input, id }: SavePartnerVariables) => data.partners.save(input, id),
  });
}
