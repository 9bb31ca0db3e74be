import { useId } from 'react';
import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MAX_SEARCH_LENGTH } from '@/domain/catalog/query';
import { cn } from '@/lib/utils';

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** The field's name, e.g. 'Cari pesanan' (its label, or its `aria-label` when `labelHidden`). */
  label: string;
  /** A hint inside the empty field, e.g. 'ID pesanan atau nama pembeli'. */
  placeholder?: string;
  /** The text as typed (not trimmed). */
  value: string;
  onValueChange: (value: string) => void;
  /** No visible label, a magnifier in the field instead (a search on its own, e.g. 'Cari produk'). */
  labelHidden?: boolean;
  className?: string;
}

/**
 * A list's search box: an `<input type="search">` (role `searchbox`) named `label`, at most
 * `MAX_SEARCH_LENGTH` characters (the data port's limit). Defer and trim the value before
 * querying (`useDeferredValue(value).trim()`), so typing stays responsive.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onValueChange,
  labelHidden = false,
  className,
}: SearchFieldProps) {
  const id = useId();
  const input = (
    <Input
      id={id}
      type="search"
      aria-label={labelHidden ? label : undefined}
      placeholder={placeholder}
      maxLength={MAX_SEARCH_LENGTH}
      className={cn(labelHidden && 'pl-9')}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
  if (labelHidden) {
    return (
      <div className={cn('relative', className)}>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {input}
      </div>
    );
  }
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {input}
    </div>
  );
}
