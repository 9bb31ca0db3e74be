import { useId } from 'react';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  SETTINGS_SECTION_GROUPS,
  settingsSectionPath,
  type SettingsSectionEntry,
} from '../lib/settings-sections';

/** One section's link: its name (the link's name) over its description (the link's description). */
function SectionLink({ section }: { section: SettingsSectionEntry }) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <Link
      to={settingsSectionPath(section.slug)}
      aria-labelledby={nameId}
      aria-describedby={descriptionId}
      className="flex h-full min-h-16 items-center gap-3 rounded-lg border bg-card px-4 py-3 text-card-foreground shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span id={nameId} className="font-medium">
          {section.name}
        </span>
        <span id={descriptionId} className="text-sm text-muted-foreground">
          {section.description}
        </span>
      </span>
      <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}

/**
 * /admin/settings, 'Pengaturan' (spec section 2, "Admin settings"; docs/product/decisions.md
 * "Back office"): the index of the settings sections, grouped (`Akun Anda`, `Toko & Penjualan`,
 * `Pengguna & Data`), each a large link with a one-line description to its own page
 * /admin/settings/<slug> (`SettingsSectionPage`), so no settings page is long on a phone.
 */
export function AdminSettingsPage() {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Pengaturan</h1>
        <p className="text-muted-foreground">
          Profil admin, pengaturan toko, pengguna, dan cadangan data.
        </p>
      </div>
      {SETTINGS_SECTION_GROUPS.map((group, index) => (
        <section
          key={group.title}
          aria-labelledby={`${headingId}-${index}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`${headingId}-${index}`} className="text-lg font-semibold">
            {group.title}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {group.sections.map((section) => (
              <li key={section.slug}>
                <SectionLink section={section} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
