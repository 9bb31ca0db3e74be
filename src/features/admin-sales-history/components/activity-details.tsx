import type { DetailItem } from '../lib/details';

/**
 * Activity details as a definition list of 'label: value' lines, nested lists indented (see
 * `describeDetails`). Text is rendered as text.
 */
export function ActivityDetails({ items }: { items: readonly DetailItem[] }) {
  if (items.length === 0) return <span className="text-muted-foreground">-</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
      {items.map((item) => (
        <div key={`${item.key}-${item.label}`} className="col-span-2 grid grid-cols-subgrid">
          <dt className="font-medium text-muted-foreground">{item.label}:</dt>
          <dd className="break-words">
            {'children' in item ? <ActivityDetails items={item.children} /> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
