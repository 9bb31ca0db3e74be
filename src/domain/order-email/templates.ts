/**
 * The shop's e-mails in Indonesian, as HTML and plain text (spec section 7): the buyer's order
 * confirmation and the admin's new-order notice, as the e-mail function and the shop server
 * (server/services/email.ts) both send them; the server's summary of held notices and its
 * verification link of a buyer's address (docs/decisions/022).
 *
 * Safety rules: the HTML is written with hono/html's `html` tagged template, which escapes every
 * interpolated string (`& < > " '`) unless it is itself an `html` fragment, so no order value can
 * add markup; every header text (subject, display names) goes through {@link singleLine}, so no
 * order value can add a header.
 */
import { html } from 'hono/html';
import { formatDate, formatRupiah } from '@/shared/format';
import { lineTotal, orderLines, type OrderLine } from '@/domain/orders/documents';
import { isCashOnDelivery, paymentMethodLabel } from '@/domain/payment/methods';
import type { Order } from '@/domain/core/records';
import { discountLines, orderAmounts } from '@/domain/orders/amounts';
import { buyerStage, ownerStage } from '@/domain/orders/stage';

/** The shop's name as it appears in e-mails. */
export const SHOP_NAME = 'Seulanga';

/** A rendered e-mail: a one-line subject, the HTML body and the plain-text body. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** An HTML fragment built with `html`; values interpolated into it are escaped by default. */
type HtmlFragment = ReturnType<typeof html>;

/**
 * The finished HTML as a plain string. `html` renders synchronously unless a value is a Promise;
 * these templates only interpolate strings, numbers and other fragments, so a Promise here is a
 * programming error.
 */
function htmlString(fragment: HtmlFragment): string {
  if (fragment instanceof Promise)
    throw new TypeError('E-mail templates must render synchronously.');
  return fragment.toString();
}

/**
 * Makes text safe for a mail header: CR, LF, Unicode line separators and other control characters
 * become spaces, runs of spaces collapse, and the result is trimmed and cut to `maxLength`.
 * @param value - text from the order (a name, an id).
 * @param maxLength - characters kept, 120 by default.
 */
export function singleLine(value: unknown, maxLength = 120): string {
  const text = String(value ?? '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/**
 * Longest value kept in the plain-text part; values there are also reduced to one line, so an
 * order value cannot fake extra lines (e.g. a second "Total:") in the text e-mail.
 */
const TEXT_VALUE_MAX = 1000;

/** The lines of the order (src/domain/orders/documents.ts: its items, or a prototype order's summary). */
const linesOf = orderLines;

const isCod = (order: Order) => isCashOnDelivery(order.paymentMethod);

/**
 * The order's amounts as label–value rows: 'Subtotal', 'Ongkos Kirim (courier,
 * destination)', each voucher's 'Diskon Voucher ({code})' and 'Total' for an order with a shipping cost; only 'Total' for an order of before
 * shipping costs (src/domain/orders/amounts.ts `orderAmounts`). Labels hold order text (the courier, the
 * destination): the HTML escapes it, the text part puts it on one line.
 */
function amountRows(order: Order): [string, string][] {
  const { subtotal, shippingCost, total } = orderAmounts(order);
  if (order.shippingCost === undefined) return [['Total', formatRupiah(total)]];
  const via = [order.courierName, order.destination].filter(Boolean).join(', ');
  return [
    ['Subtotal', formatRupiah(subtotal)],
    [via ? `Ongkos Kirim (${via})` : 'Ongkos Kirim', formatRupiah(shippingCost)],
    ...discountLines(order).map((line): [string, string] => [line.label, line.amount]),
    ['Total', formatRupiah(total)],
  ];
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e5e5';
const head = 'padding:6px 8px;border-bottom:2px solid #333';

function itemsTable(order: Order): HtmlFragment {
  const rows = linesOf(order).map(
    (line) =>
      html`<tr>
        <td style="${cell}">${line.name}</td>
        <td style="${cell};text-align:right">${line.quantity === null ? '-' : line.quantity}</td>
        <td style="${cell};text-align:right">
          ${line.price === null ? '-' : formatRupiah(line.price)}
        </td>
        <td style="${cell};text-align:right">
          ${lineTotalText(line)}
        </td>
      </tr> `,
  );
  return html`<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
    <thead>
      <tr>
        <th style="${head};text-align:left">Produk</th>
        <th style="${head};text-align:right">Jumlah</th>
        <th style="${head};text-align:right">Harga</th>
        <th style="${head};text-align:right">Subtotal</th>
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
    <tfoot>
      ${amountRows(order).map(([label, value]) => {
        const weight = label === 'Total' ? 'bold' : 'normal';
        return html`<tr>
          <td colspan="3" style="padding:4px 8px;text-align:right;font-weight:${weight}">${label}</td>
          <td style="padding:4px 8px;text-align:right;font-weight:${weight}">${value}</td>
        </tr> `;
      })}
    </tfoot>
  </table>`;
}

function itemsText(order: Order): string {
  return linesOf(order)
    .map((line) => ({ ...line, name: singleLine(line.name, TEXT_VALUE_MAX) }))
    .map((line) =>
      line.quantity === null || line.price === null
        ? `- ${line.name}`
        : `- ${line.name} x${line.quantity} @ ${formatRupiah(line.price)} = ${lineTotalText(line)}`,
    )
    .join('\n');
}

/** A line's total in Rupiah, '-' for a prototype order's summary line. */
function lineTotalText(line: OrderLine): string {
  const amount = lineTotal(line);
  return amount === null ? '-' : formatRupiah(amount);
}

/** The amounts as plain-text lines ('Subtotal: Rp …', 'Ongkos Kirim (…): Rp …', 'Total: Rp …'). */
function amountsText(order: Order): string[] {
  return amountRows(order).map(([label, value]) => `${singleLine(label, TEXT_VALUE_MAX)}: ${value}`);
}

/** Rows of a two-column detail table (labels and values are escaped by `html`). */
function detailsTable(rows: readonly [string, string][]): HtmlFragment {
  return html`<table role="presentation" style="border-collapse:collapse;font-size:14px">
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <th
            style="padding:4px 12px 4px 0;text-align:left;vertical-align:top;font-weight:normal;color:#555"
          >
            ${label}
          </th>
          <td style="padding:4px 0">${value}</td>
        </tr> `,
    )}
  </table>`;
}

function detailsText(rows: readonly [string, string][]): string {
  return rows.map(([label, value]) => `${label}: ${singleLine(value, TEXT_VALUE_MAX)}`).join('\n');
}

function page(title: string, body: HtmlFragment): string {
  // Kept as written: the e-mail starts with `<!DOCTYPE html>\n<html lang="id">`.
  // prettier-ignore
  const doc = html`<!DOCTYPE html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="margin:0;padding:16px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
${body}
<p style="margin-top:24px;font-size:12px;color:#555">Email ini dikirim otomatis oleh ${SHOP_NAME}, toko produk UMKM Aceh. Mohon tidak membalas email ini.</p>
</div>
</body>
</html>`;
  return htmlString(doc);
}

const orDash = (value: string | undefined) => (value && value.trim() ? value : '-');

/**
 * The line a buyer's confirmation carries while its address is not verified (the shop verifies no
 * address; docs/decisions/018-order-email-recipients.md): whoever typed the address may not own it.
 */
export const UNVERIFIED_RECIPIENT_NOTE = `Alamat email ini belum diverifikasi oleh ${SHOP_NAME}. Jika Anda tidak merasa memesan, abaikan email ini.`;

/** Options of {@link renderBuyerEmail}. */
export interface BuyerEmailOptions {
  /** The shop did not verify the recipient's address: adds {@link UNVERIFIED_RECIPIENT_NOTE} (default true). */
  unverifiedRecipient?: boolean;
}

/** The row `Catatan untuk Penjual` of an order that carries one (the details tables escape it). */
function buyerNoteRow(order: Order): [string, string][] {
  return order.buyerNote ? [['Catatan untuk Penjual', order.buyerNote]] : [];
}

/**
 * The buyer's order confirmation: items, total in Rupiah, payment method, payment code
 * and how to confirm the payment; for an unverified address (the default), the note that the shop
 * did not verify it ({@link UNVERIFIED_RECIPIENT_NOTE}).
 * @param order - the validated order (`total` and prices in Rupiah).
 * @returns subject (one line), HTML and text.
 */
export function renderBuyerEmail(order: Order, options: BuyerEmailOptions = {}): RenderedEmail {
  const unverified = options.unverifiedRecipient ?? true;
  const total = formatRupiah(order.total);
  const code = orDash(order.paymentCode);
  const subject = singleLine(`Konfirmasi Pesanan ${singleLine(order.id, 60)} - ${SHOP_NAME}`, 200);
  const payment: [string, string][] = [
    ['ID Pesanan', order.id],
    ['Tanggal', formatDate(order.date)],
    ['Metode Pembayaran', orDash(paymentMethodLabel(order.paymentMethod))],
    ['Kode Pembayaran', code],
    ['Total Pembayaran', total],
    ['Status Pesanan', buyerStage(order)],
  ];
  const shipping: [string, string][] = [
    ['Nama Penerima', orDash(order.customerName)],
    ['Nomor Telepon', orDash(order.customerPhone)],
    ['Alamat', orDash(order.shippingAddress)],
    ['Kode Pos', orDash(order.postalCode)],
    ...buyerNoteRow(order),
  ];
  const steps = isCod(order)
    ? [
        `Siapkan uang sebesar ${total} dan bayar kepada kurir saat pesanan tiba (Bayar di Tempat).`,
        'Admin akan memproses pesanan Anda; pantau statusnya di menu "Pesanan Saya".',
      ]
    : [
        `Bayar sebesar ${total} melalui ${orDash(paymentMethodLabel(order.paymentMethod))} dan cantumkan kode pembayaran ${code} sebagai berita/keterangan.`,
        'Masuk ke Seulanga, buka menu "Pesanan Saya", lalu tekan tombol "Konfirmasi Pembayaran" pada pesanan ini.',
        'Admin akan memeriksa pembayaran dan memproses pesanan Anda; status pengiriman dapat dipantau di "Pesanan Saya".',
      ];

  const body = page(
    subject,
    html`<h1 style="font-size:20px;margin:0 0 16px">Terima kasih atas pesanan Anda!</h1>
      <p>Halo ${orDash(order.customerName)},</p>
      <p>Pesanan Anda di ${SHOP_NAME} telah kami terima. Berikut rinciannya:</p>
      ${itemsTable(order)}
      <h2 style="font-size:16px;margin:24px 0 8px">Pembayaran</h2>
      ${detailsTable(payment)}
      <h2 style="font-size:16px;margin:24px 0 8px">Cara Konfirmasi Pembayaran</h2>
      <ol>
        ${steps.map((step) => html`<li>${step}</li> `)}
      </ol>
      <h2 style="font-size:16px;margin:24px 0 8px">Alamat Pengiriman</h2>
      ${detailsTable(shipping)}
      ${unverified ? html`<p style="margin-top:24px;font-size:13px;color:#555">${UNVERIFIED_RECIPIENT_NOTE}</p>` : ''}`,
  );

  const text = [
    `Halo ${singleLine(orDash(order.customerName), TEXT_VALUE_MAX)},`,
    '',
    `Terima kasih atas pesanan Anda! Pesanan Anda di ${SHOP_NAME} telah kami terima.`,
    '',
    'Rincian pesanan:',
    itemsText(order),
    ...amountsText(order),
    '',
    'Pembayaran',
    detailsText(payment),
    '',
    'Cara konfirmasi pembayaran:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    'Alamat pengiriman',
    detailsText(shipping),
    '',
    ...(unverified ? [UNVERIFIED_RECIPIENT_NOTE, ''] : []),
    `Email ini dikirim otomatis oleh ${SHOP_NAME}. Mohon tidak membalas email ini.`,
  ].join('\n');

  return { subject, html: body, text };
}

/**
 * The admin's new-order notice: buyer, phone, address, items, total and payment.
 * @param order - the validated order (`total` and prices in Rupiah).
 * @returns subject (one line), HTML and text.
 */
export function renderAdminEmail(order: Order): RenderedEmail {
  const total = formatRupiah(order.total);
  const subject = singleLine(
    `Pesanan Baru ${singleLine(order.id, 60)} dari ${singleLine(orDash(order.customerName), 60)}`,
    200,
  );
  const buyer: [string, string][] = [
    ['ID Pesanan', order.id],
    ['Tanggal', formatDate(order.date)],
    ['Pembeli', orDash(order.customerName)],
    ...(order.username ? ([['Akun', order.username]] as [string, string][]) : []),
    ['Nomor Telepon', orDash(order.customerPhone)],
    ['Alamat', orDash(order.shippingAddress)],
    ['Kode Pos', orDash(order.postalCode)],
    ...buyerNoteRow(order),
    ['Metode Pembayaran', orDash(paymentMethodLabel(order.paymentMethod))],
    ['Kode Pembayaran', orDash(order.paymentCode)],
    ['Total', total],
    ['Status Pesanan', ownerStage(order)],
  ];

  const body = page(
    subject,
    html`<h1 style="font-size:20px;margin:0 0 16px">Pesanan baru masuk</h1>
      <p>Ada pesanan baru di ${SHOP_NAME} yang menunggu diproses.</p>
      ${detailsTable(buyer)}
      <h2 style="font-size:16px;margin:24px 0 8px">Produk</h2>
      ${itemsTable(order)}
      <p style="margin-top:16px">
        Buka Beranda Toko Seulanga untuk memeriksa pembayaran dan memproses pesanan ini.
      </p>`,
  );

  const text = [
    `Pesanan baru masuk di ${SHOP_NAME}.`,
    '',
    detailsText(buyer),
    '',
    'Produk:',
    itemsText(order),
    ...amountsText(order),
    '',
    'Buka Beranda Toko Seulanga untuk memeriksa pembayaran dan memproses pesanan ini.',
  ].join('\n');

  return { subject, html: body, text };
}

/**
 * The admin's summary of the new orders whose notices were held (server mode,
 * `ADMIN_NOTICES_PER_WINDOW` in src/domain/orders/emails.ts): '{n} pesanan baru dalam 10 menit
 * terakhir' and the orders' numbers (escaped like every order value).
 * @param orderIds - the held orders' ids, oldest first.
 * @param windowMinutes - the window in minutes (10).
 */
export function renderAdminSummaryEmail(orderIds: readonly string[], windowMinutes: number): RenderedEmail {
  const title = `${orderIds.length} pesanan baru dalam ${windowMinutes} menit terakhir`;
  const intro = 'Pemberitahuan per pesanan digabung karena banyak pesanan masuk. Lihat rinciannya di halaman Pesanan admin.';
  const ids = orderIds.map((id) => singleLine(id, 60));
  return {
    subject: singleLine(`${title} - ${SHOP_NAME}`),
    html: page(title, html`<p>${intro}</p><ul>${ids.map((id) => html`<li>${id}</li>`)}</ul>`),
    text: [title, '', intro, '', ...ids.map((id) => `- ${id}`)].join('\n'),
  };
}

/**
 * The verification link of a buyer's address (server mode; docs/decisions/022-verified-email.md):
 * the link to `/verifikasi-email`, valid `validHours`, where a button confirms it (opening the link
 * alone verifies nothing), and what to do when the buyer did not sign up. The address and the link
 * are escaped like every other value.
 * @param link - the absolute link with its token (`emailVerificationLink`).
 * @param address - the address being verified.
 * @param validHours - how long the link works (48).
 */
export function renderVerificationEmail(link: string, address: string, validHours: number): RenderedEmail {
  const subject = `Verifikasi alamat e-mail Anda - ${SHOP_NAME}`;
  const intro = `Alamat e-mail ini (${singleLine(address, 200)}) didaftarkan pada akun ${SHOP_NAME}. Buka tautan berikut lalu tekan tombol "Verifikasi E-mail" agar e-mail pesanan dapat dikirim ke alamat ini.`;
  const validity = `Tautan berlaku ${validHours} jam dan hanya dapat dipakai sekali. Jika Anda tidak merasa mendaftar, abaikan e-mail ini: alamat Anda tidak akan dipakai.`;
  return {
    subject,
    html: page(
      subject,
      html`<h1 style="font-size:20px;margin:0 0 16px">Verifikasi alamat e-mail</h1>
        <p>${intro}</p>
        <p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">Buka Halaman Verifikasi</a></p>
        <p style="font-size:13px;color:#555;word-break:break-all">${link}</p>
        <p style="font-size:13px;color:#555">${validity}</p>`,
    ),
    text: [intro, '', link, '', validity, '', `Email ini dikirim otomatis oleh ${SHOP_NAME}. Mohon tidak membalas email ini.`].join('\n'),
  };
}
