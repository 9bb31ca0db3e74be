import {
  actionsColumn,
  ResponsiveTable,
  RowVerbButton,
  type ListColumn,
} from '@/components/list-kit';
import type { Partner } from '@/domain/core/records';
import { PartnerStatusBadge } from './partner-status-badge';

/** Props of {@link PartnerTable}. */
export interface PartnerTableProps {
  partners: readonly Partner[];
  onEdit: (partner: Partner) => void;
}

/**
 * The 'Data Mitra Seulanga' table (spec section 2, "Admin partners"): name (with address),
 * location, featured product, status badge, and per row the button `Ubah {name}`.
 *
 * On a phone each partner is a card headed by its name (the address under it), its status and
 * its button on screen, as the other back-office lists (e2e/admin-phone.spec.ts).
 */
export function PartnerTable({ partners, onEdit }: PartnerTableProps) {
  const columns: ListColumn<Partner>[] = [
    {
      id: 'name',
      header: 'Nama Mitra',
      rowHeader: true,
      cell: (partner) => partner.name,
      note: (partner) => partner.address,
    },
    { id: 'location', header: 'Lokasi', cell: (partner) => partner.location },
    {
      id: 'featuredProduct',
      header: 'Produk Unggulan',
      cell: (partner) => partner.featuredProduct || '—',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (partner) => <PartnerStatusBadge status={partner.status} />,
    },
    actionsColumn((partner) => (
      <RowVerbButton verb="Ubah" name={partner.name} onClick={() => onEdit(partner)} />
    )),
  ];
  return (
    <ResponsiveTable
      rows={partners}
      columns={columns}
      caption="Data Mitra Seulanga"
      regionLabel="Tabel mitra"
      tableClassName="min-w-[40rem]"
      verticalAlign="middle"
    />
  );
}
