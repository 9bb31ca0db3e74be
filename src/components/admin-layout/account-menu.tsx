import { LogOutIcon, UserCogIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/data/react';
import { TopBarMenu } from './top-bar-menu';

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  /** Signs the admin out (the layout wires the auth feature's logout). */
  onLogout: () => void;
  /** True while signing out: the Logout item is disabled. */
  loggingOut?: boolean;
}

/**
 * The top bar's avatar menu (spec section 2, "Admin layout"; docs/product/ui-names.md "Admin"): a button
 * `Menu akun` showing the admin's profile image (a generic icon when there is none or it fails
 * to load), with items `Pengaturan Profil` (to the settings section `Akun Saya`, `/admin/settings/akun`) and `Logout`. Non-modal.
 */
export function AccountMenu({ onLogout, loggingOut = false }: AccountMenuProps) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  return (
    <TopBarMenu
      label="Menu akun"
      icon={
        <UserAvatar username={user?.username ?? 'admin'} src={user?.profileImage} className="size-8" />
      }
      className="rounded-full"
    >
      {user && (
        <>
          <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
            Masuk sebagai <span className="font-semibold text-foreground">{user.username}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
        </>
      )}
      <DropdownMenuItem onSelect={() => void navigate('/admin/settings/akun')}>
        <UserCogIcon aria-hidden="true" />
        Pengaturan Profil
      </DropdownMenuItem>
      <DropdownMenuItem disabled={loggingOut} onSelect={onLogout}>
        <LogOutIcon aria-hidden="true" />
        Logout
      </DropdownMenuItem>
    </TopBarMenu>
  );
}
