import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { PartnerInput } from '@/domain/validation';

/** Input of {@link useSavePartner}'s mutation: the partner's fields and, when editing, its id. */
export interface SavePartnerVariables {
  input: PartnerInput;
  /** Absent: add a new partner (the data layer gives it the next `P00N` id). */
  id?: string;
}

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
