import type { ReactNode } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { errorMessage, type StoreSettings } from '@/data';
import { useCurrentUser, useStoreSettings } from '@/data/react';
import type { SessionUser } from '@/domain/core/records';
import { messages } from '@/shared/messages';
import { cn } from '@/lib/utils';
import {
  SETTINGS_INDEX_PATH,
  SETTINGS_SECTIONS,
  settingsSectionPath,
  type SettingsSlug,
} from '../lib/settings-sections';

/** What a section's cards are given once the signed-in admin and the store settings are loaded. */
export interface SettingsSectionData {
  user: SessionUser;
  store: StoreSettings;
}

/** Props of {@link SettingsSectionPage}. */
export interface SettingsSectionPageProps {
  /** Which section the page shows (its name is the h1). */
  slug: SettingsSlug;
  /** The section's cards, rendered with the loaded admin and store settings. */
  children: (data: SettingsSectionData) => ReactNode;
}

const LINK_FOCUS =
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden';

/**
 * One page of `Pengaturan`, /admin/settings/<slug>: the link `Kembali ke Pengaturan`, the
 * section's name as h1 with its one-line description, and its cards once the admin and the
 * store settings are loaded (a page-shaped placeholder meanwhile, the error otherwise). From
 * `lg` the sections' list `Bagian pengaturan` stands beside it, the current one marked.
 */
export function SettingsSectionPage({ slug, children }: SettingsSectionPageProps) {
  const user = useCurrentUser();
  const store = useStoreSettings();
  const section = SETTINGS_SECTIONS.find((s) => s.slug === slug)!;

  let body: ReactNode;
  if (user.isPending || store.isPending) {
    body = <PageLoading label="Memuat pengaturan..." heights={['h-96']} className="grid gap-6" />;
  } else if (user.isError || store.isError || !user.data) {
    body = (
      <p role="alert" className="text-destructive">
        {user.error || store.error
          ? errorMessage(user.error ?? store.error)
          : messages.permission.signInRequired}
      </p>
    );
  } else {
    body = children({ user: user.data, store: store.data });
  }

  return (
    <div className="flex flex-col gap-4">
      <Link
        to={SETTINGS_INDEX_PATH}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 self-start rounded-md pr-2 text-sm font-medium text-muted-foreground hover:text-foreground',
          LINK_FOCUS,
        )}
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Kembali ke Pengaturan
      </Link>
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <nav aria-label="Bagian pengaturan" className="hidden lg:sticky lg:top-6 lg:block">
          <ul className="flex flex-col gap-1">
            {SETTINGS_SECTIONS.map((s) => (
              <li key={s.slug}>
                <Link
                  to={settingsSectionPath(s.slug)}
                  aria-current={s.slug === slug ? 'page' : undefined}
                  className={cn(
                    'flex min-h-9 items-center rounded-md px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
                    LINK_FOCUS,
                  )}
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-6">
          <div>
            <h1 className="text-2xl font-bold">{section.name}</h1>
            <p className="text-muted-foreground">{section.description}</p>
          </div>
          {body}
        </div>
      </div>
    </div>
  );
}
