import { useState } from 'react';
import { HandshakeIcon, PlusIcon } from 'lucide-react';
import { ListView, PageHeader } from '@/components/list-kit';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { errorMessage, ValidationError } from '@/data';
import { usePartners } from '@/data/react';
import { adminMessages } from '@/domain/messages';
import type { Partner } from '@/domain/schemas';
import type { PartnerInput } from '@/domain/validation';
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
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Partner | null>(null);

  async function handleSave(input: PartnerInput): Promise<Record<string, string> | void> {
    try {
      await save.mutateAsync({ input, id: editing?.id });
    } catch (error) {
      if (error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0)
        return error.fieldErrors;
      toast.error(errorMessage(error));
      return;
    }
    toast.success(editing ? adminMessages.partnerUpdated : adminMessages.partnerAdded);
    setOpen(false);
  }

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="Data Mitra Seulanga"
        action={
          <Button
            type="button"
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            <PlusIcon aria-hidden="true" />
            Tambah Mitra
          </Button>
        }
      />
      <ListView
        query={partners}
        loadingLabel="Memuat mitra..."
        icon={<HandshakeIcon />}
        empty="Belum ada mitra."
      >
        {(data) => (
          <PartnerTable
            partners={data}
            onEdit={(partner) => {
              setEditing(partner);
              setOpen(true);
            }}
          />
        )}
      </ListView>
      <PartnerFormDialog
        open={open}
        onOpenChange={setOpen}
        partner={editing}
        saving={save.isPending}
        onSave={handleSave}
      />
    </div>
  );
}
