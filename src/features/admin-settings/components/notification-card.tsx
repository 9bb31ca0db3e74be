import { useId, useState, type FormEvent } from 'react';
import { toastOutcome } from '@/components/ui/toast-outcome';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { SettingsSection } from '@/components/ui/settings-section';
import { Switch } from '@/components/ui/switch';
import { adminMessages } from '@/shared/messages-admin';
import { useSaveNotificationPreference } from '../api/use-save-notification-preference';

/**
 * 'Notifikasi' (spec section 2, "Admin settings"): the switch `Notifikasi Pesanan Baru` (whether a
 * new order raises the bell in the admin's top bar) and 'Simpan Preferensi', which saves through
 * `data.settings.setNewOrderNotifications` and toasts 'Preferensi notifikasi berhasil disimpan!'.
 * @param enabled - the stored preference.
 */
export function NotificationCard({ enabled }: { enabled: boolean }) {
  const switchId = useId();
  const save = useSaveNotificationPreference();
  // Unsaved choice; null follows the stored value (also when another tab changes it).
  const [draft, setDraft] = useState<boolean | null>(null);
  const value = draft ?? enabled;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await toastOutcome(async () => {
      await save.mutateAsync(value);
      setDraft(null);
    }, adminMessages.notificationsSaved);
  }

  return (
    <SettingsSection
      id="notifikasi"
      title="Notifikasi"
      description="Pilih pemberitahuan yang ingin Anda terima."
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor={switchId}>Notifikasi Pesanan Baru</Label>
            <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
              Tampilkan tanda pada lonceng saat ada pesanan baru, juga dari tab lain.
            </p>
          </div>
          <Switch
            id={switchId}
            checked={value}
            onCheckedChange={setDraft}
            aria-describedby={`${switchId}-hint`}
          />
        </div>
        <PendingButton type="submit" pending={save.isPending} className="self-start">
          Simpan Preferensi
        </PendingButton>
      </form>
    </SettingsSection>
  );
}
