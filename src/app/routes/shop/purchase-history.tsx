import { Navigate } from 'react-router';
import { MOVED_PATHS } from '@/shared/routes';

/**
 * /purchase-history: the old `Riwayat Pembelian`, now the `Selesai` tab of `Pesanan Saya`; the
 * old path keeps working by sending the buyer there (the server answers it with a redirect).
 */
export function Component() {
  return <Navigate to={MOVED_PATHS['/purchase-history']} replace />;
}
