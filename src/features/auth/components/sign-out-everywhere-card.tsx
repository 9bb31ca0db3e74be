import { useState } from 'react';
import { LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SettingsSection } from '@/components/ui/settings-section';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * The settings section 'Sesi' of the buyer's `/settings` and the admin's `/admin/settings`
 * (docs/security.md "Threat model"): the button `Keluar dari semua perangkat`, confirmed in a dialog, ends every
 * session of the account — this device's too — and toasts 'Anda telah keluar dari semua
 * perangkat.' on the home page (a lost or shared phone stays signed in nowhere).
 */
export function SignOutEverywhereCard() {
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsSection
      id="sesi"
      title="Sesi"
      description="Keluar dari akun ini di semua perangkat yang pernah Anda pakai untuk masuk, termasuk perangkat ini."
      dialogs={
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Keluar dari semua perangkat?"
          description="Anda harus masuk lagi di setiap perangkat, termasuk perangkat ini."
          confirmLabel="Keluar dari semua perangkat"
          onConfirm={() => signOut({ everywhere: true })}
        />
      }
    >
      <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
        <LogOutIcon aria-hidden="true" />
        Keluar dari semua perangkat
      </Button>
    </SettingsSection>
  );
}
