import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  return <textarea aria-label="Ulasan" disabled={!hydrated} defaultValue="" />;
}

describe('useHydrated', () => {
  it('is false in the server HTML and true once the browser has taken the page over', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('textarea')).not.toBeDisabled();
    container.remove();
  });

  it('is true at once in a page rendered only in the browser', () => {
    render(<Probe />);
    expect(screen.getByRole('textbox', { name: 'Ulasan' })).toBeEnabled();
  });
});
