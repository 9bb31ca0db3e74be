import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '@/testing/server-rendered';
import { CopyButton } from './copy-button';

describe('CopyButton on a server-rendered page', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('is absent from the server HTML and appears after hydration without a mismatch (the server has no clipboard)', async () => {
    const page = renderOnServer(() => (
      <CopyButton text="TJ-202611270001" aria-label="Salin kode pembayaran" copied="Disalin." failed="Gagal.">
        Salin
      </CopyButton>
    ));
    expect(page.container.querySelector('button')).toBeNull();
    // The browser has a clipboard; the server that made the HTML had none.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
    expect(await page.hydrate()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Salin kode pembayaran' })).toBeInTheDocument();
    page.remove();
  });
});
