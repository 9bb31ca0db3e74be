import { Link, useNavigate } from 'react-router';
import { OWNER_STAGES, type OwnerStage } from '@/domain/orders/stage';
import type { OrderStageCounts } from '@/domain/back-office/order-search';
import { cn } from '@/lib/utils';
import { adminOrdersPath as ordersPagePath } from '@/shared/routes';

/** Props of {@link OrderStageTabs}. */
export interface OrderStageTabsProps {
  /** The stage shown, or undefined for `Semua`. */
  stage: OwnerStage | undefined;
  /** Whether `Hari Ini` is on. */
  today: boolean;
  /** The counts of the tabs and the chip; undefined while they load. */
  counts: OrderStageCounts | undefined;
}

/** The classes of a tab or the chip, `on` when it is the chosen one. */
function pillClass(on: boolean) {
  return cn(
    'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap',
    'focus-visible:ring-ring/50 outline-none focus-visible:ring-[3px]',
    on ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
  );
}

/** A count beside a tab's name; nothing while the counts load. */
function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return <span className="tabular-nums">({value})</span>;
}

/**
 * The orders page's stage tabs (docs/product/ui-names.md "Order stages"): `Semua` and each owner's
 * stage with its count, as links that set the URL's `stage` (so a tab can be linked to, as the
 * dashboard's to-do cards do), the chosen one marked `aria-current`; then the `Hari Ini` chip, a
 * toggle button (`aria-pressed`) of the URL's `today`. Scrolls sideways on a phone, as a marketplace app's tabs.
 */
export function OrderStageTabs({ stage, today, counts }: OrderStageTabsProps) {
  const navigate = useNavigate();
  const total = counts ? OWNER_STAGES.reduce((sum, s) => sum + counts.stages[s], 0) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Tahap pesanan" className="-mx-1 overflow-x-auto px-1 pb-1">
        <ul className="flex gap-2">
          <li>
            <Link to={ordersPagePath({ today })} aria-current={stage === undefined ? 'page' : undefined} className={pillClass(stage === undefined)}>
              Semua <Count value={total} />
            </Link>
          </li>
          {OWNER_STAGES.map((s) => (
            <li key={s}>
              <Link to={ordersPagePath({ stage: s, today })} aria-current={stage === s ? 'page' : undefined} className={pillClass(stage === s)}>
                {s} <Count value={counts?.stages[s]} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <button type="button" aria-pressed={today} onClick={() => void navigate(ordersPagePath({ stage, today: !today }))} className={pillClass(today)}>
          Hari Ini <Count value={counts?.today} />
        </button>
      </div>
    </div>
  );
}
