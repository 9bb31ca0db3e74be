import { screen } from '@testing-library/react';
import { RenderYear } from '@/lib/render-year';
import { renderApp } from '@/testing/render-app';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says the clock's year in Asia/Jakarta (already the new year there at 00:30 WIB on 1 January)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-12-31T17:30:00.000Z'));
    await renderApp(<SiteFooter contacts={null} />);
    expect(await screen.findByText('© 2028 Seulanga')).toBeInTheDocument();
  });

  it('keeps the year the server rendered the page in, so hydration matches its markup', async () => {
    await renderApp(
      <RenderYear value={2031}>
        <SiteFooter contacts={null} />
      </RenderYear>,
    );
    expect(await screen.findByText('© 2031 Seulanga')).toBeInTheDocument();
  });
});
