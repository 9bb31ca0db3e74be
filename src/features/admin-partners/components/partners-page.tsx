import { useState } from 'react';
import { HandshakeIcon, PlusIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, ValidationError } from '@/data';
import { usePartners } from '@/data/react';
import { adminMessages, messages } from '@/domain/messages';
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Data Mitra Seulanga</h1>
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
      </div>
      {partners.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <span className="sr-only">{messages.generic.loading}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : partners.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(partners.error)}
        </p>
      ) : partners.data.length === 0 ? (
        <EmptyState icon={<HandshakeIcon />} title="Belum ada mitra." />
      ) : (
        <PartnerTable
          partners={partners.data}
          onEdit={(partner) => {
            setEditing(partner);
            setOpen(true);
          }}
        />
      )}
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
