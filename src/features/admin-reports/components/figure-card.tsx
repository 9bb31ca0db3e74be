import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatChange, type Figure } from '@/domain/figures/sales-report';
import { cn } from '@/lib/utils';

/** Props of {@link FigureCard}. */
export interface FigureCardProps {
  /** The card's heading, e.g. 'Total Pendapatan'. */
  title: string;
  /** This month's and last month's values. */
  figure: Figure;
  /** Formats a value for display (e.g. as Rupiah). */
  format: (value: number) => string;
  icon?: ReactNode;
}

/**
 * One figure of the sales report: this month's value, the change against last month ('+15%',
 * '-10%', 'baru' when last month was 0, '—' when both are 0) and last month's value.
 */
export function FigureCard({ title, figure, format, icon }: FigureCardProps) {
  const change = formatChange(figure.change);
  const tone =
    figure.change.kind === 'percent' && figure.change.value < 0
      ? 'text-destructive'
      : figure.change.kind === 'none'
        ? 'text-muted-foreground'
        : 'text-primary';
  return (
    <Card className="gap-3">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-base">{title}</CardTitle>
        {icon && (
          <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-5">
            {icon}
          </span>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="text-2xl font-bold tabular-nums">{format(figure.current)}</p>
        <p className="text-sm text-muted-foreground">
          <span className={cn('font-semibold', tone)}>{change}</span> dibanding bulan lalu (
          {format(figure.previous)})
        </p>
      </CardContent>
    </Card>
  );
}
