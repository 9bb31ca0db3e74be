import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { errorMessage, queryKeys } from '@/data';
import { useShopData, useStoreSettings } from '@/data/react';
import { TopBarMenu } from './top-bar-menu';

/**
 * Whether the bell should show a new-order notification: one is waiting
 * (`data.settings.hasNewOrderNotification()`) and the admin's `newOrderNotifications`
 * preference is on. A new order placed in another tab updates it without a reload (the data
 * layer invalidates `queryKeys.newOrderNotification` on the storage event).
 */
export function useNewOrderNotification(): boolean {
  const data = useShopData();
  const { data: waiting = false } = useQuery({
    queryKey: queryKeys.newOrderNotification,
    queryFn: () => data.settings.hasNewOrderNotification(),
  });
  const { data: store } = useStoreSettings();
  return waiting && store?.newOrderNotifications !== false;
}

/**
 * The top bar's notification bell (spec section 2, "Admin layout"; docs/product/ui-names.md "Admin"): a button
 * `Notifikasi` with a pulsing dot while a new order waits (the pulse stops for users who prefer
 * reduced motion). Its menu holds 'Lihat pesanan baru' — which opens `/admin/orders` and clears the
 * notification — or 'Tidak ada notifikasi baru'. Non-modal, so the rest of the page stays in the
 * accessibility tree while it is open.
 */
export function NotificationBell() {
  const data = useShopData();
  const navigate = useNavigate();
  const descriptionId = useId();
  const hasNew = useNewOrderNotification();
  const clear = useMutation({
    mutationFn: () => data.settings.clearNewOrderNotification(),
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <>
      <TopBarMenu
        label="Notifikasi"
        icon={
          <>
            <BellIcon aria-hidden="true" />
            {hasNew && (
              <span aria-hidden="true" className="absolute top-1.5 right-1.5 flex size-2.5">
                <span className="absolute inline-flex size-full rounded-full bg-destructive opacity-75 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2.5 rounded-full bg-destructive" />
              </span>
            )}
          </>
        }
        aria-describedby={hasNew ? descriptionId : undefined}
        data-has-notification={hasNew}
        className="relative"
      >
        {hasNew ? (
          <DropdownMenuItem
            onSelect={() => {
              void navigate('/admin/orders');
              clear.mutate();
            }}
          >
            Lihat pesanan baru
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem>Tidak ada notifikasi baru</DropdownMenuItem>
        )}
      </TopBarMenu>
      {hasNew && (
        <span id={descriptionId} className="sr-only">
          Ada pesanan baru
        </span>
      )}
    </>
  );
}
