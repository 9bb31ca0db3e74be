import type { ReactNode } from 'react';

/** One labelled value of a document: a `<dt>`/`<dd>` pair (left out when `children` is empty). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 font-semibold">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A titled block of a document (sender, recipient, buyer...): an `h2` and its content. */
export function Block({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className} aria-label={title}>
      <h2 className="mb-1 text-[0.85em] font-bold tracking-wide uppercase">{title}</h2>
      {children}
    </section>
  );
}
