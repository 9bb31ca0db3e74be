/**
 * The signed-in user's own account (spec sections 2 and 5): the buyer's /settings page
 * and its sections (profile, password, address book), reusable by the admin's settings screen,
 * with their mutation hooks over `data.account`.
 */
export { SettingsPage } from './components/settings-page';
export { ProfileCard, type ProfileCardProps } from './components/profile-card';
export { PasswordCard, type PasswordCardProps } from './components/password-card';
export { AddressBookCard, type AddressBookCardProps } from './components/address-book-card';
export { useUpdateProfile } from './api/use-update-profile';
export { useChangePassword } from './api/use-change-password';
export { useSaveAddress, type SaveAddressRequest } from './api/use-save-address';
export { useDeleteAddress } from './api/use-delete-address';
