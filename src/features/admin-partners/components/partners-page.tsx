import { HandshakeIcon } from 'lucide-react';
import { ListView, PageHeader, useRecordDialog } from '@/components/list-kit';
import { usePartners } from '@/data/react';
import { adminMessages } from '@/shared/messages-admin';
import type { Partner } from '@/domain/core/records';
import type { PartnerInput } from '@/domain/catalog/partner-inputs';
import { useSavePartner } from '../api/use-save-partner';
import { PartnerFormDialog } from './partner-form-dialog';
import { PartnerTable } from './partner-table';

/**
 * 'Data Mitra Seulanga' (spec section 2, "Admin partners"; docs/product/decisions.md, "Back office": partners
 * can be added and edited): the page's `h1`, the button `Tambah Mitra`, the partner table with
 * `Ubah {name}` per row, and the partner dialog with the toasts 'Mitra berhasil ditambahkan!' /
 * 'Mitra berhasil diperbarui!'.
 */
export function PartnersPage() {
  const partners = usePartners();
  const save = useSavePartner();
  const dialog = useRecordDialog<Partner, PartnerInput>({
    save: save.mutateAsync,
    added: adminMessages.partnerAdded,
    updated: adminMessages.partnerUpdated,
  });

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="Data Mitra Seulanga"
        add={{ label: 'Tambah Mitra', onClick: dialog.openAdd }}
      />
      <ListView
        query={partners}
        loadingLabel="Memuat mitra..."
        icon={<HandshakeIcon />}
        empty="Belum ada mitra."
      >
        {(data) => <PartnerTable partners={data} onEdit={dialog.openEdit} />}
      </ListView>
      <PartnerFormDialog {...dialog.dialogProps} partner={dialog.editing} saving={save.isPending} />
    </div>
  );
}
