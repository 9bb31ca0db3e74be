import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { toastOutcome } from '@/components/ui/toast-outcome';
import { useDevicePush } from '@/data/use-device-push';
import { pushMessages } from '@/shared/messages-push';

/**
 * The buyer's opt-in on Pesanan Saya (docs/decisions/026-web-push.md): one switch, `Notifikasi
 * status pesanan di perangkat ini`, turning Web Push of their own orders' steps on or off for this
 * device. Shown only where it can work (server mode, a browser with the Push API, the app's
 * service worker registered, notifications not blocked); nothing otherwise, the server render too.
 */
export function OrderPushSwitch() {
  const id = useId();
  const push = useDevicePush();
  const [busy, setBusy] = useState(false);
  if (push.state !== 'on' && push.state !== 'off') return null;

  async function change(on: boolean) {
    setBusy(true);
    if (on) {
      await toastOutcome(async () => {
        if (await push.enable()) toast.success(pushMessages.turnedOn);
      });
    } else await toastOutcome(push.disable, pushMessages.turnedOff);
    setBusy(false);
  }

  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <Label htmlFor={id}>{pushMessages.buyerLabel}</Label>
      {/* A native checkbox as a switch: the storefront's chunk stays free of the back office's Radix Switch. */}
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        checked={push.state === 'on'}
        disabled={busy}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </div>
  );
}
