import { cn } from '@/lib/utils';

/** The text an empty chart shows instead of a blank plot. */
export const EMPTY_CHART_TEXT = 'Belum ada data untuk periode ini.';

/**
 * What a chart of the back office shows when every value of its period is 0: the text
 * 'Belum ada data untuk periode ini.' in a box of the chart's height, so the card keeps its size.
 * @param className - the box's height, e.g. `h-[300px]` (the chart's own).
 */
export function EmptyChart({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex h-[300px] items-center justify-center rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground',
        className,
      )}
    >
      <p>{EMPTY_CHART_TEXT}</p>
    </div>
  );
}
