import { useId, useRef, useState, type ChangeEvent } from 'react';
import { UploadIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';

/** Props of {@link FileField}. */
export interface FileFieldProps {
  /** The input's id: the caller's `<label htmlFor={id}>` names the field (e.g. `Gambar Produk`). */
  id: string;
  /** The file types offered (the input's `accept`). */
  accept?: string;
  /** Called with the chosen file (the field then forgets it, so the same file may be chosen again). */
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Marks the field invalid (`aria-invalid`). */
  invalid?: boolean;
  /** Ids of the caller's hint or error text, announced with the field. */
  describedBy?: string;
  className?: string;
}

/**
 * A file field in the shop's words (docs/product/decisions.md "Words"): instead of the browser's
 * own 'Choose File / No file chosen', a button-like `Pilih berkas` and the chosen file's name, or
 * `Belum ada berkas dipilih`. The native `<input type="file">` stays in the page, visually hidden
 * but focusable, so it keeps its label, its keyboard use (Tab to it, Enter or Space opens the
 * picker) and what tests and assistive technology know of file fields; the file name is part of
 * its description.
 */
export function FileField({ id, accept, onFile, disabled = false, invalid = false, describedBy, className }: FileFieldProps) {
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    onFile(file);
  }

  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-3', className)}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={handleChange}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        className="peer sr-only"
      />
      {/* The visible button: the pointer's way to the hidden input (the keyboard focuses the input). */}
      <span
        aria-hidden="true"
        onClick={() => input.current?.click()}
        className={cn(
          buttonVariants({ variant: 'secondary', size: 'sm' }),
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
          disabled && 'pointer-events-none opacity-50',
        )}
      >
        <UploadIcon aria-hidden="true" />
        Pilih berkas
      </span>
      <span id={statusId} className="min-w-0 truncate text-sm text-muted-foreground">
        {fileName ?? 'Belum ada berkas dipilih'}
      </span>
    </div>
  );
}
