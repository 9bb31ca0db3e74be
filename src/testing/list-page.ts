import { screen, within } from '@testing-library/react';
import type { ByRoleMatcher } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { formatRupiah } from '@/shared/format';
import { renderApp, type RenderAppOptions } from './render-app';

/**
 * An amount as the page shows it, in the text Testing Library reads: `formatRupiah`'s
 * non-breaking spaces normalised to spaces (the DOM's text is normalised, the matcher is not).
 * @param amount - whole Rupiah, e.g. 344000.
 * @returns e.g. 'Rp 344.000'.
 */
export function rp(amount: number): string {
  return formatRupiah(amount).replace(/\s/g, ' ');
}

/**
 * The texts of the elements of `role` within `container`, in document order (e.g. a table's
 * column headers or row headers).
 * @throws when there is none (Testing Library's `getAllByRole`).
 */
export function textsOf(container: HTMLElement, role: ByRoleMatcher): (string | null)[] {
  return within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
}

/**
 * Waits for the page's `h1` named `name` and expects it (the page has rendered its head).
 * @param name - the heading's text, e.g. 'Pesanan'.
 * @param timeout - how long to wait, in ms (default: Testing Library's `asyncUtilTimeout`), e.g.
 *   longer for a lazy route.
 * @throws when no such heading shows in time.
 */
export async function expectPageHeading(name: string | RegExp, timeout?: number): Promise<void> {
  const heading = await screen.findByRole(
    'heading',
    { level: 1, name },
    timeout === undefined ? undefined : { timeout },
  );
  expect(heading).toBeInTheDocument();
}

/**
 * Expects the data layer's refusal of the signed-in role, as a list page shows it: the alert
 * 'Anda tidak memiliki akses ke halaman ini.'.
 */
export async function expectNoAccess(): Promise<void> {
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Anda tidak memiliki akses ke halaman ini.',
  );
}

/**
 * Opens a back-office page as the buyer 'pembeli' and expects the data layer's refusal
 * ({@link expectNoAccess}): the role is checked where the data lives, not only by the route.
 * @param ui - the page, e.g. `<AdminOrdersPage />`.
 * @param url - its address, e.g. '/admin/orders'.
 */
export async function expectBuyerRefused(ui: ReactElement, url: string): Promise<void> {
  await renderApp(ui, { url, user: 'pembeli' });
  await expectNoAccess();
}

/**
 * Renders the list page `ui` (its `url`, `user` and `stored` records, the list emptied) and waits
 * for its empty state's text.
 * @param empty - the empty state's text from the message catalogue, e.g. 'Belum ada transaksi.'.
 */
export async function expectEmptyList(
  ui: ReactElement,
  options: Pick<RenderAppOptions, 'url' | 'user' | 'stored'>,
  empty: string,
): Promise<void> {
  await renderApp(ui, options);
  expect(await screen.findByText(empty)).toBeInTheDocument();
}

/**
 * Waits for a list kit's phone layout: the list of cards named `name`, and no table beside it
 * (`stubMatchMedia(false)` first).
 * @param name - the list's name (the table's caption), e.g. 'Daftar pesanan'.
 * @returns the list, and `card(title)`: queries within the card whose heading (level 2 unless
 *   said) is `title`.
 */
export async function findCardList(name: string) {
  const list = await screen.findByRole('list', { name });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  return {
    list,
    card: (title: string | RegExp, level = 2) =>
      within(
        within(list).getByRole('heading', { level, name: title }).closest('li') as HTMLElement,
      ),
  };
}

/**
 * Clicks the button named `button` once it shows (e.g. 'Tambah Produk', 'Ubah Kue Adee') and waits
 * for the dialog named `dialog` it opens (e.g. 'Tambah Produk Baru').
 * @returns queries within the dialog.
 * @throws when the button or the dialog does not show in time.
 */
export async function openDialog(user: UserEvent, button: string, dialog: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}

/**
 * Expects each labelled field within `scope` (e.g. a dialog from {@link openDialog}) to hold its
 * value, naming the field when one does not.
 * @param values - each field's label and the value it must show, e.g. `{ 'Nama Produk': 'Kue Adee' }`.
 */
export function expectFieldValues(scope: ReturnType<typeof within>, values: Record<string, string>): void {
  for (const [label, value] of Object.entries(values)) expect(scope.getByLabelText(label), label).toHaveValue(value);
}
