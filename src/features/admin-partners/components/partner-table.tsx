import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import { PencilIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
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
 */
export function PartnerTable({ partners, onEdit }: PartnerTableProps) {
  return (
    <TableScrollRegion label="Tabel mitra" className="rounded-lg border bg-card">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Data Mitra Seulanga</caption>
        <thead className="border-b bg-muted/60 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Nama Mitra
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Lokasi
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Produk Unggulan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Aksi
            </th>
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <tr key={partner.id} className="border-b last:border-0">
              <th scope="row" className="px-4 py-3 font-medium">
                {partner.name}
                {partner.address && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {partner.address}
                  </span>
                )}
              </th>
              <td className="px-4 py-3">{partner.location}</td>
              <td className="px-4 py-3">{partner.featuredProduct || '—'}</td>
              <td className="px-4 py-3">
                <PartnerStatusBadge status={partner.status} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Ubah ${partner.name}`}
                    title="Ubah"
                    onClick={() => onEdit(partner)}
                  >
                    <PencilIcon aria-hidden="true" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
