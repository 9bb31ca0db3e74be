import { useState } from 'react';
import { ImageOffIcon } from 'lucide-react';

/**
 * A product's small picture in the table (48 px). Decorative (`alt=""`): the product's name is in
 * the same row. A missing or broken image shows a placeholder icon (docs/product/decisions.md, "Seed data").
 */
export function ProductThumb({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="flex size-12 items-center justify-center rounded-md border bg-muted text-muted-foreground">
        <ImageOffIcon className="size-5" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className="size-12 rounded-md border object-cover"
    />
  );
}
