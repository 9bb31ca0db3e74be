import { useMutation } from '@tanstack/react-query';
import { useShopData } from '@/data/react';
import type { Role } from '@/domain/core/records';

/**
 * Sets another user's role (`data.users.setRole`; spec section 5: only an admin, never their own
 * role — checked in the data layer, which throws PermissionError with the spec's messages).
 */
export function useSetRole() {
  const data = useShopData();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      data.users.setRole(userId, role),
  });
}
