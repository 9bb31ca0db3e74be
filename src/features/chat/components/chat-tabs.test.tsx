import { screen, waitFor, within } from '@testing-library/react';
import { createTestData } from '@/testing/create-test-data';
import { renderApp } from '@/testing/render-app';
import { ChatWidget } from './chat-widget';
// The widget loads its panels lazily; having them loaded already keeps these tests about behaviour.
import './admin-chat-panel';
import './buyer-chat-panel';

describe('ChatWidget in two tabs of one browser', () => {
  it('shows a message sent in one tab in the other without a reload', async () => {
    const testData = await createTestData({ user: 'pembeli' });
    const tabA = await renderApp(<ChatWidget />, { testData });
    const a = within(tabA.container);
    await a.findByRole('button', { name: 'Buka chat' });
    const tabB = await renderApp(<ChatWidget />, { testData });
    const b = within(tabB.container);

    await tabB.user.click(await b.findByRole('button', { name: 'Buka chat' }));
    const panelB = await b.findByRole('dialog', { name: 'Hubungi Admin' });
    await within(panelB).findByText('Belum ada pesan. Tulis pertanyaan Anda untuk admin.');

    await tabA.user.click(await a.findByRole('button', { name: 'Buka chat' }));
    const panelA = await a.findByRole('dialog', { name: 'Hubungi Admin' });
    await tabA.user.type(within(panelA).getByRole('textbox', { name: 'Pesan' }), 'Dari tab A{Enter}');

    expect(await within(panelB).findByText('Dari tab A')).toBeInTheDocument();
    await waitFor(() => expect(within(panelA).getByRole('textbox', { name: 'Pesan' })).toHaveValue(''));
    expect(screen.getAllByText('Dari tab A')).toHaveLength(2);
  });
});
