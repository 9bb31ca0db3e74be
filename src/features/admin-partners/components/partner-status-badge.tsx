import { Badge } from '@/components/ui/badge';

/**
 * A partner's status as a badge: 'Aktif' (default) for `Active`, 'Nonaktif' (secondary) for any
 * other stored status; the stored word stays in `data-status`.
 */
export function PartnerStatusBadge({ status }: { status: string }) {
  const active = status === 'Active';
  return (
    <Badge variant={active ? 'default' : 'secondary'} data-status={status}>
      {active ? 'Aktif' : 'Nonaktif'}
    </Badge>
  );
}
