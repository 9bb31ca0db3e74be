import { useId, useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileField } from '@/components/ui/file-field';
import { PendingButton } from '@/components/ui/pending-button';
import { SettingsSection } from '@/components/ui/settings-section';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/data';
import { jakartaDay } from '@/shared/format';
import { adminMessages } from '@/shared/messages-admin';
import { downloadFile } from '@/lib/download';
import { useExportBackup, useRestoreBackup } from '../api/use-backup';
import { backupFileName, SETTINGS_TEXT } from '../lib/texts';

/** A chosen, parsed backup waiting for the admin's confirmation. */
interface PendingRestore {
  fileName: string;
  backup: unknown;
}

/**
 * Reads a picked file as JSON and checks that it looks like a Seulanga backup (the data layer
 * validates every record again before replacing anything).
 * @returns the parsed value, or an error message (the catalogue's 'Berkas cadangan tidak valid: …').
 */
async function readBackupFile(file: File): Promise<{ backup: unknown } | { error: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return { error: adminMessages.backupInvalid(SETTINGS_TEXT.notJson) };
  }
  const envelope = parsed as { format?: unknown; data?: unknown } | null;
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    envelope.format !== 'seulanga-backup' ||
    typeof envelope.data !== 'object'
  ) {
    return { error: adminMessages.backupInvalid('bukan berkas cadangan Seulanga') };
  }
  return { backup: parsed };
}

/**
 * 'Cadangan Data' (docs/product/decisions.md, "Data in the browser"): `Unduh Cadangan Data` downloads
 * all shop data as `seulanga-cadangan-YYYY-MM-DD.json`; the file field `Pulihkan Cadangan Data`
 * reads a backup, asks 'Semua data toko akan diganti dengan isi cadangan. Lanjutkan?' and then
 * restores it through `data.backup.restore` ('Cadangan data berhasil dipulihkan!'). A file
 * that is not JSON or not a valid backup shows why and changes nothing.
 */
export function BackupCard() {
  const inputId = useId();
  const exportBackup = useExportBackup();
  const restore = useRestoreBackup();
  const [pending, setPending] = useState<PendingRestore | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    try {
      const backup = await exportBackup.mutateAsync();
      downloadFile(
        backupFileName(jakartaDay(new Date())),
        JSON.stringify(backup, null, 2),
        'application/json',
      );
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  }

  async function pick(file: File) {
    setError(null);
    const result = await readBackupFile(file);
    if ('error' in result) {
      setError(result.error);
      toast.error(result.error);
      return;
    }
    setPending({ fileName: file.name, backup: result.backup });
  }

  async function confirm() {
    if (!pending) return;
    const { backup } = pending;
    setPending(null);
    try {
      await restore.mutateAsync(backup);
      toast.success(adminMessages.backupRestored);
    } catch (caught) {
      const message = errorMessage(caught);
      setError(message);
      toast.error(message);
    }
  }

  return (
    <SettingsSection
      id="cadangan"
      title="Cadangan Data"
      description="Unduh semua data toko (produk, mitra, pesanan, transaksi, pengguna, ulasan, chat, log, pengaturan) sebagai satu berkas JSON, atau pulihkan dari berkas cadangan."
      contentClassName="flex flex-col gap-4"
      dialogs={
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => !open && setPending(null)}
          title="Pulihkan cadangan data?"
          description={SETTINGS_TEXT.restoreConfirm}
          confirmLabel="Pulihkan"
          onConfirm={() => void confirm()}
        >
          {pending && <p className="text-sm break-all">Berkas: {pending.fileName}</p>}
        </ConfirmDialog>
      }
    >
      <PendingButton
        type="button"
        variant="outline"
        className="self-start"
        pending={exportBackup.isPending}
        onClick={() => void download()}
      >
        <DownloadIcon aria-hidden="true" />
        Unduh Cadangan Data
      </PendingButton>
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Pulihkan Cadangan Data
        </label>
        <FileField
          id={inputId}
          accept="application/json,.json"
          disabled={restore.isPending}
          describedBy={error ? `${inputId}-error` : `${inputId}-hint`}
          invalid={Boolean(error)}
          onFile={(file) => void pick(file)}
        />
        {restore.isPending && (
          <Spinner label="Memulihkan cadangan..." className="justify-start" />
        )}
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
            Pilih berkas cadangan .json. Anda akan diminta konfirmasi sebelum data diganti.
          </p>
        )}
      </div>
    </SettingsSection>
  );
}
