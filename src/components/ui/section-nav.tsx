/** One in-page link of a {@link SectionNav}. */
export interface SectionLink {
  /** The element id of the section it leads to (the link is `#id`). */
  id: string;
  /** The link's text. */
  label: string;
}

/** Props of {@link SectionNav}. */
export interface SectionNavProps {
  /** The navigation's accessible name, e.g. 'Bagian pengaturan'. */
  label: string;
  /** The sections, in page order. */
  sections: readonly SectionLink[];
  /** Classes of the `nav` (e.g. `lg:hidden` where a wide page shows every section at once). */
  className?: string;
}

/**
 * The in-page navigation of a page made of sections (the buyer's and the admin's settings): a
 * named `nav` with one pill-shaped `#id` link per section, wrapping onto more rows when narrow.
 */
export function SectionNav({ label, sections, className }: SectionNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-11 items-center rounded-full border px-3 py-1.5 text-sm md:min-h-0 font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
