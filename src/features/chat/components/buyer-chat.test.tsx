import { act, screen, waitFor, within } from '@testing-library/react';
import { StorageQuotaError } from '@/data/errors';
import type { ChatMessage, ChatStore, UnreadCounts } from '@/domain/core/records';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { OPEN_CHAT_EVENT, type OpenChatDetail } from '@/shared/open-chat-event';
import { ChatWidget } from './chat-widget';
// The widget loads its panels lazily; having them loaded already keeps these tests about behaviour.
import './admin-chat-panel';
import './buyer-chat-panel';

const T0 = '2025-11-04T03:00:00.000Z';

const question: ChatMessage = { id: 'MSG1', sender: 'buyer', text: 'Apakah kopi tersedia?', timestamp: T0, senderName: 'pembeli' };
const answer: ChatMessage = {
  id: 'MSG2',
  sender: 'admin',
  text: 'Tersedia, kak.',
  timestamp: '2025-11-04T03:05:00.000Z',
  senderName: 'admin',
};

function renderBuyerChat(options: RenderAppOptions = {}) {
  return renderApp(<ChatWidget />, { user: 'pembeli', ...options });
}

/** The demo buyer's (`pembeli`, account USR002) stored thread: keyed by account id (decision 017). */
const own = (messages: ChatMessage[]): ChatStore => ({ USR002: { buyerName: 'pembeli', messages } });
const stored = (chats: ChatStore, counts: UnreadCounts = {}) => ({ stored: { allChatMessages: chats, allUnreadCounts: counts } });

async function openPanel(user: Awaited<ReturnType<typeof renderBuyerChat>>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Buka chat/ }));
  return screen.findByRole('dialog', { name: 'Hubungi Admin' });
}

const storedThread = (driver: Awaited<ReturnType<typeof renderBuyerChat>>['driver'], buyerId = 'USR002') =>
  (JSON.parse(driver.getItem('allChatMessages') ?? '{}') as ChatStore)[buyerId]?.messages ?? [];
const storedCounts = (driver: Awaited<ReturnType<typeof renderBuyerChat>>['driver']) =>
  JSON.parse(driver.getItem('allUnreadCounts') ?? '{}') as UnreadCounts;

describe('ChatWidget for a buyer', () => {
  it('shows nothing to a visitor', async () => {
    await renderApp(<ChatWidget />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /Buka chat/ })).not.toBeInTheDocument();
  });

  it('opens the Hubungi Admin panel with focus in the field; Tutup chat and Escape close it and return focus', async () => {
    const { user } = await renderBuyerChat();
    const button = await screen.findByRole('button', { name: 'Buka chat' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Hubungi Admin' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const field = within(panel).getByRole('textbox', { name: 'Pesan' });
    expect(field).toHaveAttribute('placeholder', 'Ketik pesan...');
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(panel).getByRole('log')).toHaveAttribute('aria-live', 'polite');
    expect(within(panel).getByText('Belum ada pesan. Tulis pertanyaan Anda untuk admin.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Tutup chat' }));
    expect(screen.queryByRole('dialog', { name: 'Hubungi Admin' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pesan' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Hubungi Admin' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows the unread count in the button name and resets it when the panel opens', async () => {
    const { user, driver } = await renderBuyerChat(stored(own([question, answer]), { USR002: { buyer: 2, admin: 0 } }));
    const button = await screen.findByRole('button', { name: 'Buka chat (2 belum dibaca)' });
    expect(within(button).getByText('2')).toBeInTheDocument();
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Hubungi Admin' });
    await screen.findByRole('button', { name: 'Buka chat' });
    expect(storedCounts(driver).USR002).toEqual({ buyer: 0, admin: 0 });
  });

  it('sends with Enter, adds a line with Shift+Enter, clears the field and raises the admin counter', async () => {
    const { user, driver } = await renderBuyerChat();
    const panel = await openPanel(user);
    const field = within(panel).getByRole('textbox', { name: 'Pesan' });
    await user.type(field, 'Baris satu{Shift>}{Enter}{/Shift}baris dua');
    expect(field).toHaveValue('Baris satu\nbaris dua');
    await user.keyboard('{Enter}');
    const log = within(panel).getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(1));
    expect(field).toHaveValue('');
    expect(storedThread(driver)).toEqual([
      expect.objectContaining({ sender: 'buyer', text: 'Baris satu\nbaris dua', senderName: 'pembeli' }),
    ]);
    expect(storedCounts(driver).USR002).toEqual({ buyer: 0, admin: 1 });
    // Rendered as text, keeping the line break (whitespace-pre-wrap).
    const bubble = within(log).getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Baris satu\nbaris dua');
    expect(bubble).toHaveClass('whitespace-pre-wrap', 'break-words');

    await user.type(field, 'Pesan kedua');
    await user.click(within(panel).getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(field).toHaveValue('');
  });

  it('does not send blank messages', async () => {
    const { user, driver } = await renderBuyerChat();
    const panel = await openPanel(user);
    const field = within(panel).getByRole('textbox', { name: 'Pesan' });
    await user.type(field, '   {Enter}');
    await user.click(within(panel).getByRole('button', { name: 'Kirim' }));
    await act(() => Promise.resolve());
    expect(storedThread(driver)).toEqual([]);
    expect(within(panel).getByText('Belum ada pesan. Tulis pertanyaan Anda untuk admin.')).toBeInTheDocument();
  });

  it('refuses a message over 2,000 characters with a clear message and a counter', async () => {
    const { user, driver } = await renderBuyerChat();
    const panel = await openPanel(user);
    const field = within(panel).getByRole('textbox', { name: 'Pesan' });
    await user.click(field);
    await user.paste('a'.repeat(1900));
    expect(within(panel).getByText('1.900/2.000')).toBeInTheDocument();
    expect(within(panel).queryByText('Pesan maksimal 2.000 karakter.')).not.toBeInTheDocument();
    await user.paste('b'.repeat(101));
    expect(within(panel).getByText('2.001/2.000')).toBeInTheDocument();
    expect(within(panel).getByRole('alert')).toHaveTextContent('Pesan maksimal 2.000 karakter.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    await user.click(within(panel).getByRole('button', { name: 'Kirim' }));
    await act(() => Promise.resolve());
    expect(storedThread(driver)).toEqual([]);
    expect(field).toHaveValue(`${'a'.repeat(1900)}${'b'.repeat(101)}`);
    await user.click(field);
    await user.keyboard('{Backspace}{Enter}');
    await waitFor(() => expect(storedThread(driver)).toHaveLength(1));
    expect(within(panel).queryByText('Pesan maksimal 2.000 karakter.')).not.toBeInTheDocument();
  });

  it('gives the text back with the error when sending fails', async () => {
    const { user, driver } = await renderBuyerChat();
    const panel = await openPanel(user);
    const field = within(panel).getByRole('textbox', { name: 'Pesan' });
    driver.setQuota(0);
    await user.type(field, 'Halo admin{Enter}');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(new StorageQuotaError().message);
    expect(field).toHaveValue('Halo admin');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    driver.setQuota(Infinity);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(storedThread(driver)).toHaveLength(1));
    expect(field).toHaveValue('');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('labels own messages with the username and the shop as Admin, with Indonesian times', async () => {
    const { user } = await renderBuyerChat(stored(own([question, answer])));
    const panel = await openPanel(user);
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('pembeli')).toBeInTheDocument();
    expect(within(items[0]!).getByText(question.text)).toBeInTheDocument();
    expect(items[0]).toHaveClass('ml-auto');
    expect(within(items[1]!).getByText('Admin')).toBeInTheDocument();
    expect(items[1]).toHaveClass('mr-auto');
    // 03:05 UTC is 10.05.00 in Jakarta; an older day also shows its date.
    const time = items[1]!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', answer.timestamp);
    expect(time.textContent).toMatch(/4 Nov 2025 10\.05\.00/);
  });

  it('renders message text as text and links an attached product', async () => {
    const withProduct: ChatMessage = {
      ...question,
      text: '<img src=x onerror=alert(1)>',
      product: { id: 1, name: 'Kopi Arabika Gayo', partnerName: 'Koperasi Kopi Gayo' },
    };
    const { user } = await renderBuyerChat(stored(own([withProduct])));
    const panel = await openPanel(user);
    expect(await within(panel).findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(panel.querySelector('img')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Tentang: Kopi Arabika Gayo' })).toHaveAttribute('href', '/product/1');
    expect(within(panel).getByText('dari Koperasi Kopi Gayo')).toBeInTheDocument();
  });

  it("shows a reply from another tab at once and keeps the buyer's counter at 0 while open", async () => {
    const { user, driver } = await renderBuyerChat(stored(own([question])));
    const panel = await openPanel(user);
    await within(panel).findByText(question.text);
    act(() => {
      driver.writeExternally('allChatMessages', JSON.stringify(own([question, answer])));
      driver.writeExternally('allUnreadCounts', JSON.stringify({ USR002: { buyer: 1, admin: 0 } }));
    });
    expect(await within(panel).findByText(answer.text)).toBeInTheDocument();
    await waitFor(() => expect(storedCounts(driver).USR002).toEqual({ buyer: 0, admin: 0 }));
    expect(screen.getByRole('button', { name: 'Buka chat' })).toBeInTheDocument();
  });

  it('counts a reply that arrives while the panel is closed', async () => {
    const { driver } = await renderBuyerChat(stored(own([question])));
    await screen.findByRole('button', { name: 'Buka chat' });
    act(() => {
      driver.writeExternally('allChatMessages', JSON.stringify(own([question, answer])));
      driver.writeExternally('allUnreadCounts', JSON.stringify({ USR002: { buyer: 1, admin: 0 } }));
    });
    expect(await screen.findByRole('button', { name: 'Buka chat (1 belum dibaca)' })).toBeInTheDocument();
    expect(storedCounts(driver).USR002).toEqual({ buyer: 1, admin: 0 });
  });
});

describe("ChatWidget and 'Chat Penjual'", () => {
  const detail: OpenChatDetail = { productId: 1, productName: 'Kopi Arabika Gayo', partnerName: 'Koperasi Kopi Gayo' };
  const openFromProduct = () =>
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail }));
    });

  it('opens the panel with the product in view and attaches it to the next message only', async () => {
    const { user, driver } = await renderBuyerChat();
    await screen.findByRole('button', { name: 'Buka chat' });
    openFromProduct();
    const panel = await screen.findByRole('dialog', { name: 'Hubungi Admin' });
    expect(within(panel).getByText('Bertanya tentang Kopi Arabika Gayo dari Koperasi Kopi Gayo')).toBeInTheDocument();
    const field = within(panel).getByRole('textbox', { name: 'Pesan' });
    await waitFor(() => expect(field).toHaveFocus());

    await user.keyboard('Masih ada stok?{Enter}');
    await waitFor(() => expect(storedThread(driver)).toHaveLength(1));
    // The catalogue names the product (its partner 'Koperasi Kopi Gayo Lestari'), not the page's event.
    expect(storedThread(driver)[0]).toMatchObject({
      text: 'Masih ada stok?',
      product: { id: 1, name: 'Kopi Arabika Gayo', partnerName: 'Koperasi Kopi Gayo Lestari', price: 85000 },
    });
    expect(within(panel).queryByText(/Bertanya tentang/)).not.toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Tentang: Kopi Arabika Gayo' })).toBeInTheDocument();

    await user.keyboard('Kirim ke Banda Aceh?{Enter}');
    await waitFor(() => expect(storedThread(driver)).toHaveLength(2));
    expect(storedThread(driver)[1]).not.toHaveProperty('product');
  });

  it('lets the buyer remove the product before sending', async () => {
    const { user, driver } = await renderBuyerChat();
    await screen.findByRole('button', { name: 'Buka chat' });
    openFromProduct();
    const panel = await screen.findByRole('dialog', { name: 'Hubungi Admin' });
    await user.click(within(panel).getByRole('button', { name: 'Hapus produk dari pesan' }));
    expect(within(panel).queryByText(/Bertanya tentang/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Pesan' })).toHaveFocus();
    await user.keyboard('Halo{Enter}');
    await waitFor(() => expect(storedThread(driver)).toHaveLength(1));
    expect(storedThread(driver)[0]).not.toHaveProperty('product');
  });

  it("ignores a product page's event for an admin, and opens on one without a product", async () => {
    await renderApp(<ChatWidget />, { user: 'admin' });
    await screen.findByRole('button', { name: 'Buka chat' });
    openFromProduct();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The dashboard's 'Chat Belum Dibaca' asks without a product: the admin's panel opens.
    act(() => void window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT)));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it("opens the admin's panel on the event without a product (the back office's bar 'Chat')", async () => {
    await renderApp(<ChatWidget />, { user: 'admin' });
    await screen.findByRole('button', { name: 'Buka chat' });
    act(() => void window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT)));
    expect(await screen.findByRole('dialog', { name: 'Chat Pembeli' })).toBeInTheDocument();
  });
});
