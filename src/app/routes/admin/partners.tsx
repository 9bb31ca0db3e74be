import { PartnersPage } from '@/features/admin-partners';

/** /admin/partners: 'Data Mitra Seulanga' (spec section 2, "Admin partners"). */
export function Component() {
  return <PartnersPage />;
}
