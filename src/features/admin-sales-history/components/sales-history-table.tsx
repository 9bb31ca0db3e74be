import { useMemo } from 'react';
import { ResponsiveTable, type ListColumn } from '@/components/list-kit';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/shared/format';
import { isSalesHistoryType, SALES_HISTORY_TYPE_LABELS } from '@/domain/figures/sales-report';
import type { ActivityLog } from '@/domain/core/records';
import { describeDetails, type DetailNames } from '../lib/details';
import { ActivityDetails } from './activity-details';

/** The activity type in Indonesian ('Ubah Produk'), or the stored type when it is unknown. */
function typeLabel(entry: ActivityLog): string {
  return isSalesHistoryType(entry.type) ? SALES_HISTORY_TYPE_LABELS[entry.type] : entry.type;
}

function Time({ entry }: { entry: ActivityLog }) {
  return <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>;
}

/** The table's columns; the details name the ids `names` knows. */
const columnsFor = (names: DetailNames): ListColumn<ActivityLog>[] => [
  {
    id: 'time',
    header: 'Waktu',
    className: 'whitespace-nowrap tabular-nums',
    card: 'none',
    cell: (entry) => <Time entry={entry} />,
  },
  { id: 'user', header: 'Pengguna', cell: (entry) => entry.username },
  {
    id: 'type',
    header: 'Jenis Aktivitas',
    card: 'none',
    cell: (entry) => (
      <Badge variant="secondary" data-type={entry.type}>
        {typeLabel(entry)}
      </Badge>
    ),
  },
  {
    id: 'description',
    header: 'Deskripsi',
    className: 'max-w-72 break-words',
    cardWide: true,
    cell: (entry) => entry.description,
  },
  {
    id: 'details',
    header: 'Detail',
    className: 'max-w-80',
    cardWide: true,
    cell: (entry) => <ActivityDetails items={describeDetails(entry.details, names)} />,
  },
];

/**
 * The sales history table (spec sections 2 and 6): time, user, activity type (Indonesian badge),
 * description and readable details. On a phone a card per entry headed by its activity type, the
 * time under it.
 * @param entries - one page, newest first.
 * @param names - names of the ids the details carry (a partner's by its id).
 */
export function SalesHistoryTable({ entries, names = {} }: { entries: readonly ActivityLog[]; names?: DetailNames }) {
  const columns = useMemo(() => columnsFor(names), [names]);
  return (
    <ResponsiveTable
      rows={entries}
      columns={columns}
      caption="Log aktivitas admin"
      regionLabel="Tabel log aktivitas"
      tableClassName="min-w-[48rem]"
      cardTitle={typeLabel}
      cardDescription={(entry) => <Time entry={entry} />}
    />
  );
}
