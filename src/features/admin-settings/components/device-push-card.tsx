import { useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { SettingsSection } from '@/components/ui/settings-section';
import { toast } from '@/components/ui/toast';
import { toastOutcome } from '@/components/ui/toast-outcome';
import { pushMessages } from '@/shared/messages-push';
import { useDevicePush, type DevicePushState } from '@/data/use-device-push';

/** What the card says of each state. */
const STATE_TEXT: Record<DevicePushState, string> = {
  checking: '',
  browserMode: pushMessages.browserMode,
  unsupported: pushMessages.unsupported,
  noWorker: pushMessages.noWorker,
  denied: pushMessages.denied,
  on: pushMessages.enabled,
  off: pushMessages.disabledState,
};

/**
 * `Notifikasi Perangkat` (docs/decisions/026-web-push.md): Web Push on this device, so new orders,
 * payments to verify and buyers' messages reach the owner's phone with the app closed.
 * `Aktifkan Notifikasi di Perangkat Ini` / `Matikan Notifikasi di Perangkat Ini` by the state
 * `pushManager.getSubscription()` gives, `Kirim Notifikasi Uji` once on; in browser mode, an
 * unsupported browser or with notifications blocked, only the reason.
 */
export function DevicePushCard() {
  const push = useDevicePush();
  const [busy, setBusy] = useState<'toggle' | 'test' | null>(null);
  const { state } = push;

  async function toggle() {
    setBusy('toggle');
    if (state === 'on') await toastOutcome(push.disable, pushMessages.turnedOff);
    else {
      await toastOutcome(async () => {
        if (await push.enable()) toast.success(pushMessages.turnedOn);
      });
    }
    setBusy(null);
  }

  async function sendTest() {
    setBusy('test');
    await toastOutcome(async () => {
      const { devices } = await push.sendTest();
      if (devices > 0) toast.success(pushMessages.testSent(devices));
      else toast.error(pushMessages.testNone);
    });
    setBusy(null);
  }

  const canToggle = state === 'on' || state === 'off';
  return (
    <SettingsSection id="notifikasi-perangkat" title={pushMessages.sectionTitle} description={pushMessages.sectionDescription}>
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          {STATE_TEXT[state]}
        </p>
        {canToggle && (
          <div className="flex flex-wrap gap-2">
            <PendingButton
              type="button"
              variant={state === 'on' ? 'outline' : 'default'}
              pending={busy === 'toggle'}
              disabled={busy !== null}
              onClick={() => void toggle()}
            >
              {state === 'on' ? pushMessages.disable : pushMessages.enable}
            </PendingButton>
            {state === 'on' && (
              <PendingButton type="button" variant="outline" pending={busy === 'test'} disabled={busy !== null} onClick={() => void sendTest()}>
                {pushMessages.sendTest}
              </PendingButton>
            )}
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
