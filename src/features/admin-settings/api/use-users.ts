import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data';
import { useShopData } from '@/data/react';

/** Every user account without password fields (`data.users.list`, admin only). */
export function useUsers() {
  const data = useShopData();
  return useQuery({ queryKey: queryKeys.users, queryFn: () => data.users.list() });
}
