import { render, screen } from '@testing-library/react';
import { renderOnServer } from '@/testing/server-rendered';
import { useHydrated } from './use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  return <textarea aria-label="Ulasan" disabled={!hydrated} defaultValue="" />;
}

describe('useHydrated', () => {
  it('is false in the server HTML and true once the browser has taken the page over', async () => {
    const page = renderOnServer(() => <Probe />);
    try {
      expect(page.container.querySelector('textarea')).toBeDisabled();
      expect(await page.hydrate()).toEqual([]);
      expect(page.container.querySelector('textarea')).not.toBeDisabled();
    } finally {
      page.remove();
    }
  });

  it('is true at once in a page rendered only in the browser', () => {
    render(<Probe />);
    expect(screen.getByRole('textbox', { name: 'Ulasan' })).toBeEnabled();
  });
});
