import {
  actionsColumn,
  ResponsiveTable,
  RowVerbButton,
  type ListColumn,
} from '@/components/list-kit';
import type { Partner } from '@/domain/schemas';
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
 * It stays a table on phones too (`layout="table"`, scrolling sideways in its region):
 * e2e/admin-catalog.spec.ts checks the table 'Data Mitra Seulanga' at 375 px. Dropping the prop
 * gives it the list kit's phone cards, as the other back-office lists have.
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
      layout="table"
      rows={partners}
      columns={columns}
      caption="Data Mitra Seulanga"
      regionLabel="Tabel mitra"
      tableClassName="min-w-[40rem]"
      verticalAlign="middle"
    />
  );
}
