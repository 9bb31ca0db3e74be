import { BackupCard, SettingsSectionPage } from '@/features/admin-settings';

/** /admin/settings/cadangan, `Cadangan`: download and restore of the shop's data. */
export function Component() {
  return <SettingsSectionPage slug="cadangan">{() => <BackupCard />}</SettingsSectionPage>;
}
