import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage, ChatStore, UnreadCounts } from '@/domain/core/records';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { ChatWidget } from './chat-widget';
// The widget loads its panels lazily; having them loaded already keeps these tests about behaviour.
import './admin-chat-panel';
import './buyer-chat-panel';

const at = (minute: number) => `2025-11-04T03:${String(minute).padStart(2, '0')}:00.000Z`;
const msg = (id: string, sender: 'buyer' | 'admin', text: string, minute: number, senderName: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sender,
  text,
  timestamp: at(minute),
  senderName,
  ...extra,
});

const pembeliThread = [
  msg('MSG1', 'buyer', 'Apakah kopi tersedia?', 1, 'pembeli', {
    product: { id: 1, name: 'Kopi Arabika Gayo', partnerName: 'Koperasi Kopi Gayo' },
  }),
];
const sitiThread = [msg('MSG2', 'buyer', 'Halo admin', 2, 'siti'), msg('MSG3', 'admin', 'Halo Siti, ada yang bisa dibantu?', 3, 'admin')];
const rahmaThread = [msg('MSG4', 'buyer', 'Songketnya ada warna merah?', 0, 'rahma')];

function renderAdminChat(chats: ChatStore = {}, counts: UnreadCounts = {}, options: RenderAppOptions = {}) {
  return renderApp(<ChatWidget />, { user: 'admin', stored: { allChatMessages: chats, allUnreadCounts: counts }, ...options });
}

const storedCounts = (driver: Awaited<ReturnType<typeof renderAdminChat>>['driver']) =>
  JSON.parse(driver.getItem('allUnreadCounts') ?? '{}') as UnreadCounts;
const storedThread = (driver: Awaited<ReturnType<typeof renderAdminChat>>['driver'], buyerId: string) =>
  (JSON.parse(driver.getItem('allChatMessages') ?? '{}') as ChatStore)[buyerId]?.messages ?? [];

async function openPanel(user: Awaited<ReturnType<typeof renderAdminChat>>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Buka chat/ }));
  return screen.findByRole('dialog', { name: 'Chat Pembeli' });
}

// Threads are keyed by their buyer's account id and show the username (decision 017); `pembeli`
// is the seed's USR002, the admin only reads the other two.
const threads = (rahma: ChatMessage[] = rahmaThread): ChatStore => ({
  USR_RAHMA: { buyerName: 'rahma', messages: rahma },
  USR002: { buyerName: 'pembeli', messages: pembeliThread },
  USR_SITI: { buyerName: 'siti', messages: sitiThread },
});
const threeThreads = () =>
  renderAdminChat(threads(), {
    USR002: { buyer: 0, admin: 1 },
    USR_SITI: { buyer: 1, admin: 0 },
    USR_RAHMA: { buyer: 0, admin: 2 },
  });

describe('ChatWidget for an admin', () => {
  it('shows the empty states when no buyer has written', async () => {
    const { user } = await renderAdminChat();
    const panel = await openPanel(user);
    expect(await within(panel).findByText('Belum ada pembeli yang memulai chat.')).toBeInTheDocument();
    expect(within(panel).getByText('Pilih pembeli untuk memulai chat')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'Pesan' })).not.toBeInTheDocument();
    expect(panel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buka chat' })).toHaveFocus();
  });

  it("names the button with the admin's unread total over all threads", async () => {
    await threeThreads();
    expect(await screen.findByRole('button', { name: 'Buka chat (3 belum dibaca)' })).toBeInTheDocument();
  });

  it('lists the threads newest activity first, with unread counts and the last message', async () => {
    const { user } = await threeThreads();
    const panel = await openPanel(user);
    const list = await within(panel).findByRole('list', { name: 'Daftar pembeli' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['siti', 'pembeli (1 belum dibaca)', 'rahma (2 belum dibaca)']);
    expect(buttons[0]).toHaveAccessibleDescription('Anda: Halo Siti, ada yang bisa dibantu?');
    expect(buttons[1]).toHaveAccessibleDescription('Apakah kopi tersedia?');
    expect(within(panel).getByText('Pilih pembeli untuk memulai chat')).toBeInTheDocument();
  });

  it("selecting a thread shows it and resets the admin's counter of it only", async () => {
    const { user, driver } = await threeThreads();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'pembeli (1 belum dibaca)' }));
    expect(await within(panel).findByRole('button', { name: 'pembeli' })).toHaveAttribute('aria-current', 'true');
    expect(storedCounts(driver)).toEqual({
      USR002: { buyer: 0, admin: 0 },
      USR_SITI: { buyer: 1, admin: 0 },
      USR_RAHMA: { buyer: 0, admin: 2 },
    });
    expect(await screen.findByRole('button', { name: 'Buka chat (2 belum dibaca)' })).toBeInTheDocument();

    const log = within(panel).getByRole('log', { name: 'Percakapan dengan pembeli' });
    expect(await within(log).findByText('Apakah kopi tersedia?')).toBeInTheDocument();
    expect(within(log).getByText('Pembeli')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Tentang: Kopi Arabika Gayo' })).toHaveAttribute('href', '/product/1');
    expect(within(log).getByText('dari Koperasi Kopi Gayo')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Pesan' })).toHaveFocus());
  });

  it("replies with Enter: labelled with the admin's username and raising the buyer's counter", async () => {
    const { user, driver } = await threeThreads();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'pembeli (1 belum dibaca)' }));
    const log = await within(panel).findByRole('log', { name: 'Percakapan dengan pembeli' });
    await within(log).findByText('Apakah kopi tersedia?');
    const field = within(panel).getByRole('textbox', { name: 'Pesan' });
    await user.type(field, '   {Enter}');
    expect(storedThread(driver, 'USR002')).toHaveLength(1);
    await user.type(field, 'Tersedia{Shift>}{Enter}{/Shift}stok 20{Enter}');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(field).toHaveValue('');
    expect(storedThread(driver, 'USR002')[1]).toMatchObject({ sender: 'admin', text: 'Tersedia\nstok 20', senderName: 'admin' });
    expect(storedThread(driver, 'USR002')[1]).not.toHaveProperty('product');
    expect(storedCounts(driver).USR002).toEqual({ buyer: 1, admin: 0 });
    const items = within(log).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Pembeli')).toBeInTheDocument();
    expect(within(items[1]!).getByText('admin')).toBeInTheDocument();
    expect(items[1]).toHaveClass('ml-auto');
    // The thread moves to the top (newest activity) with the reply as its preview.
    await waitFor(() => {
      const buttons = within(within(panel).getByRole('list', { name: 'Daftar pembeli' })).getAllByRole('button');
      expect(buttons[0]).toHaveAccessibleName('pembeli');
      expect(buttons[0]).toHaveAccessibleDescription('Anda: Tersedia stok 20');
    });
  });

  it('keeps the selected thread read while new buyer messages arrive', async () => {
    const { user, driver } = await threeThreads();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'rahma (2 belum dibaca)' }));
    await within(panel).findByRole('button', { name: 'rahma' });
    const incoming = msg('MSG9', 'buyer', 'Kalau biru?', 9, 'rahma');
    act(() => {
      driver.writeExternally('allChatMessages', JSON.stringify(threads([...rahmaThread, incoming])));
      driver.writeExternally('allUnreadCounts', JSON.stringify({ ...storedCounts(driver), USR_RAHMA: { buyer: 0, admin: 1 } }));
    });
    const log = within(panel).getByRole('log', { name: 'Percakapan dengan rahma' });
    expect(await within(log).findByText('Kalau biru?')).toBeInTheDocument();
    await waitFor(() => expect(storedCounts(driver).USR_RAHMA).toEqual({ buyer: 0, admin: 0 }));
    expect(within(panel).getByRole('button', { name: 'rahma' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'pembeli (1 belum dibaca)' })).toBeInTheDocument();
  });

  it('goes back to the thread list (phones) and returns focus to the thread', async () => {
    const { user } = await threeThreads();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'siti' }));
    await user.click(within(panel).getByRole('button', { name: 'Kembali ke daftar pembeli' }));
    expect(within(panel).getByText('Pilih pembeli untuk memulai chat')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'Pesan' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'siti' })).toHaveFocus();
  });

  it("shows a long thread's newest 50 messages; 'Muat pesan sebelumnya' loads 50 older until none are left", async () => {
    const long = Array.from({ length: 120 }, (_, i) => msg(`MSG${1000 + i}`, 'buyer', `pesan ${i}`, i % 60, 'rahma'));
    const { user } = await renderAdminChat(threads(long));
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'rahma' }));
    const log = within(panel).getByRole('log', { name: 'Percakapan dengan rahma' });
    expect(await within(log).findByText('pesan 119')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(50);
    expect(within(log).queryByText('pesan 69')).not.toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Muat pesan sebelumnya' }));
    expect(await within(log).findByText('pesan 20')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(100);
    await user.click(within(log).getByRole('button', { name: 'Muat pesan sebelumnya' }));
    expect(await within(log).findByText('pesan 0')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(120);
    expect(within(log).queryByRole('button', { name: 'Muat pesan sebelumnya' })).not.toBeInTheDocument();
    // The button's focus went to the log, not to the page.
    expect(log).toHaveFocus();
  });

  it('reads only the messages after the newest shown when one arrives, and keeps the older pages', async () => {
    const long = Array.from({ length: 60 }, (_, i) => msg(`MSG${1000 + i}`, 'buyer', `pesan ${i}`, i % 60, 'rahma'));
    const { user, driver, data } = await renderAdminChat(threads(long));
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'rahma' }));
    const log = within(panel).getByRole('log', { name: 'Percakapan dengan rahma' });
    await user.click(await within(log).findByRole('button', { name: 'Muat pesan sebelumnya' }));
    expect(await within(log).findByText('pesan 0')).toBeInTheDocument();

    const reads = vi.spyOn(data.chat, 'listMessages');
    act(() => driver.writeExternally('allChatMessages', JSON.stringify(threads([...long, msg('MSG2000', 'buyer', 'Kalau biru?', 9, 'rahma')]))));
    expect(await within(log).findByText('Kalau biru?')).toBeInTheDocument();
    expect(reads).toHaveBeenCalledWith('USR_RAHMA', { after: 'MSG1059' });
    expect(reads.mock.calls.filter(([buyerId]) => buyerId === 'USR_RAHMA')).toHaveLength(1);
    expect(within(log).getAllByRole('listitem')).toHaveLength(61);
  });

  it("shows the 30 most recent threads; 'Muat percakapan lainnya' adds the next 30, then the rest, focus on the first added", async () => {
    // 70 threads, thread i last written at minute i of consecutive hours (newest: i = 69).
    const many: ChatStore = Object.fromEntries(
      Array.from({ length: 70 }, (_, i) => {
        const name = `beli${String(i).padStart(2, '0')}`;
        const message = { ...msg(`MSG${5000 + i}`, 'buyer', `halo ${i}`, 0, name), timestamp: new Date(Date.UTC(2025, 10, 4, 0, i)).toISOString() };
        return [`USR_B${String(i).padStart(2, '0')}`, { buyerName: name, messages: [message] }];
      }),
    );
    const { user, driver } = await renderAdminChat(many);
    const panel = await openPanel(user);
    const list = await within(panel).findByRole('list', { name: 'Daftar pembeli' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName('beli69');
    expect(within(list).queryByRole('button', { name: 'beli39' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Muat percakapan lainnya' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60));
    await user.click(within(panel).getByRole('button', { name: 'Muat percakapan lainnya' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(70));
    expect(within(panel).queryByRole('button', { name: 'Muat percakapan lainnya' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'beli09' })).toHaveFocus();

    // A new message in the oldest thread moves it to the top, once.
    const stored = JSON.parse(driver.getItem('allChatMessages') ?? '{}') as ChatStore;
    const oldest = stored.USR_B00!;
    const newer = { ...msg('MSG9000', 'buyer', 'masih ada?', 0, 'beli00'), timestamp: new Date(Date.UTC(2025, 10, 5)).toISOString() };
    act(() => driver.writeExternally('allChatMessages', JSON.stringify({ ...stored, USR_B00: { ...oldest, messages: [...oldest.messages, newer] } })));
    await waitFor(() => expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName('beli00'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(70);
  });
});
