/**
 * Whether a buyer may use a voucher on an order, and what it takes off (docs/product/vouchers.md
 * "Checkout"). Pure: both modes load the voucher, the buyer's uses of it and the clock, and the
 * order's placement applies what this decides — the discount is never taken from the browser.
 */
import { ShopError, ValidationError } from '../core/errors';
import { accept, refuse, type Decision } from '../core/decision';
import type { OrderVoucher } from '../core/records';
import { MAX_ORDER_VOUCHERS } from './code';
import { formatRupiah } from '@/shared/format';
import { voucherMessages } from '@/shared/messages-voucher';
import { eligibleSubtotal, voucherDiscount, type Discount, type DiscountBasket, type VoucherTerms } from './discount';

/** A voucher as both modes store it. */
export interface Voucher extends VoucherTerms {
  id: string;
  /** `Kode Voucher`, normalised (./code.ts `normalizeVoucherCode`). */
  code: string;
  /** `Kuota`: the uses it may have in all. */
  quota: number;
  /** `Batas per Pembeli`: the uses one buyer account may have. */
  perBuyerLimit: number;
  /** Uses taken so far (orders that carry it and were not cancelled or expired). */
  used: number;
  /** `Berlaku Mulai` (ISO instant), or null: from its creation. */
  startsAt: string | null;
  /** `Berlaku Sampai` (ISO instant, excluded), or null: no end. */
  endsAt: string | null;
  /** False while the owner has paused it (`Jeda`). */
  active: boolean;
  /** `Tampilkan di Toko`: shown on the home page and the products it applies to. */
  showInStore: boolean;
}

/** What the decision needs to know of one code the buyer typed. */
export interface VoucherFacts {
  /** The voucher the code names, or undefined when no voucher has it. */
  voucher: Voucher | undefined;
  /** The buyer's uses of it so far, on every device. */
  buyerUses: number;
}

/** A voucher the order may carry, and what it takes off. */
export interface VoucherRedemption {
  voucherId: string;
  code: string;
  discountType: Voucher['discountType'];
  discount: Discount;
}

/** The refusal of a voucher at checkout: ValidationError `VOUCHER_INVALID` on the field `voucherCode`, or a conflict. */
function invalid(message: string): ValidationError {
  return new ValidationError(message, { voucherCode: message }, 'VOUCHER_INVALID');
}

/**
 * What the checkout learns of a voucher the buyer may use (`Pakai`): its code and the terms its
 * summary previews the discount with ({@link voucherOnBasket}); never its `Kuota`, uses or period.
 */
export type VoucherOffer = Pick<Voucher, 'id' | 'code' | 'discountType' | 'value' | 'maxDiscount' | 'minSpend' | 'productIds' | 'categories'>;

/** The offer of `voucher` ({@link VoucherOffer}): its terms, without its counts and period. */
export function voucherOfferOf(voucher: Voucher): VoucherOffer {
  const { id, code, discountType, value, maxDiscount, minSpend, productIds, categories } = voucher;
  return { id, code, discountType, value, maxDiscount, minSpend, productIds: [...productIds], categories: [...categories] };
}

/**
 * Whether the buyer may use the voucher at all, whatever the cart, in the order a buyer would
 * want to hear it: unknown ('Voucher tidak ditemukan.'), paused or past `Berlaku Sampai`
 * ('Voucher sudah tidak berlaku.'), before `Berlaku Mulai` ('Voucher belum berlaku.'), used up
 * (`VOUCHER_EXHAUSTED`, 'Voucher sudah habis.'), the buyer's `Batas per Pembeli` reached
 * (`VOUCHER_ALREADY_USED`, 'Anda sudah memakai voucher ini.'). The checkout's `Pakai` asks this
 * of the shop; {@link voucherOnBasket} then runs where the cart is.
 * @param facts - the voucher the code named and the buyer's uses of it.
 * @param now - the instant of the check or the order.
 * @returns the voucher, or the refusal.
 */
export function voucherAvailability(facts: VoucherFacts, now: Date): Decision<Voucher> {
  const { voucher, buyerUses } = facts;
  if (!voucher) return refuse(invalid(voucherMessages.notFound));
  const at = now.getTime();
  if (!voucher.active || (voucher.endsAt !== null && at >= Date.parse(voucher.endsAt))) return refuse(invalid(voucherMessages.ended));
  if (voucher.startsAt !== null && at < Date.parse(voucher.startsAt)) return refuse(invalid(voucherMessages.notStarted));
  if (voucher.used >= voucher.quota) return refuse(new ShopError(voucherMessages.exhausted, 'VOUCHER_EXHAUSTED'));
  if (buyerUses >= voucher.perBuyerLimit) return refuse(new ShopError(voucherMessages.alreadyUsed, 'VOUCHER_ALREADY_USED'));
  return accept(voucher);
}

/**
 * Whether the voucher's terms apply to the cart, and what they take off: no line it applies to
 * ('Voucher ini tidak berlaku untuk produk di keranjang Anda.'), then `Minimal Belanja` not met
 * (measured on the lines it applies to). Pure and zod-free: the checkout's summary previews it, and
 * {@link decideVoucher} decides it again at `Buat Pesanan`.
 * @param terms - the voucher's terms and code.
 * @param basket - the order's lines and ongkos kirim (Rupiah).
 */
export function voucherOnBasket(
  terms: VoucherTerms & Pick<Voucher, 'id' | 'code'>,
  basket: DiscountBasket,
): Decision<VoucherRedemption> {
  const eligible = eligibleSubtotal(terms, basket);
  if (eligible === 0) return refuse(invalid(voucherMessages.notApplicable));
  if (eligible < terms.minSpend) return refuse(invalid(voucherMessages.minSpend(formatRupiah(terms.minSpend))));
  return accept({ voucherId: terms.id, code: terms.code, discountType: terms.discountType, discount: voucherDiscount(terms, basket) });
}

/**
 * Whether one voucher applies to the order: {@link voucherAvailability}, then
 * {@link voucherOnBasket}; the first refusal wins.
 * @param facts - the voucher the code named and the buyer's uses of it.
 * @param basket - the order's lines and ongkos kirim (Rupiah).
 * @param now - the instant of the order.
 */
export function decideVoucher(facts: VoucherFacts, basket: DiscountBasket, now: Date): Decision<VoucherRedemption> {
  const available = voucherAvailability(facts, now);
  return available.ok ? voucherOnBasket(available.plan, basket) : available;
}

/**
 * The vouchers of one order, as the marketplaces allow them: at most one `Voucher Toko`
 * (`Persen` or `Nominal`) and at most one `Gratis Ongkir`, each decided by {@link decideVoucher};
 * the first refusal wins. Their discounts add up to at most the order's goods and its ongkos kirim
 * apart, so a total never goes below zero.
 * @param each - the facts of each distinct code typed (at most two).
 * @returns the redemptions, a shop voucher first.
 */
export function decideVouchers(each: readonly VoucherFacts[], basket: DiscountBasket, now: Date): Decision<VoucherRedemption[]> {
  if (each.length > MAX_ORDER_VOUCHERS) return refuse(invalid(voucherMessages.oneOfEachKind));
  const redemptions: VoucherRedemption[] = [];
  for (const facts of each) {
    const decision = decideVoucher(facts, basket, now);
    if (!decision.ok) return decision;
    redemptions.push(decision.plan);
  }
  const shipping = redemptions.filter((r) => r.discountType === 'freeShipping');
  if (shipping.length > 1 || redemptions.length - shipping.length > 1) return refuse(invalid(voucherMessages.oneOfEachKind));
  return accept(redemptions.sort((a, b) => Number(a.discountType === 'freeShipping') - Number(b.discountType === 'freeShipping')));
}

/**
 * The vouchers as the order records them (`Order.vouchers`): each code, what it came off and its
 * discount in Rupiah, a shop voucher first.
 */
export function orderVouchersOf(redemptions: readonly VoucherRedemption[]): OrderVoucher[] {
  return redemptions.map((r) =>
    r.discountType === 'freeShipping'
      ? { code: r.code, appliesTo: 'shipping', amount: r.discount.shipping }
      : { code: r.code, appliesTo: 'goods', amount: r.discount.goods },
  );
}

/** The order's discounts in all (Rupiah): the goods' and the ongkos kirim's, each at most what it comes off. */
export function totalDiscount(redemptions: readonly VoucherRedemption[]): Discount {
  return redemptions.reduce((sum, r) => ({ goods: sum.goods + r.discount.goods, shipping: sum.shipping + r.discount.shipping }), { goods: 0, shipping: 0 });
}

/**
 * The facts of each code for {@link decideVouchers}, from what a shell holds: the stored
 * vouchers and the uses that were not given back (browser mode holds all of them; the server
 * reads the same in SQL, the vouchers locked).
 * @param codes - the codes typed, normalised and once each (src/domain/orders/place.ts `voucherCodesToLoad`).
 * @param uses - the stored uses (a released one counts for nobody).
 * @param userId - the buyer's account.
 */
export function voucherFactsOf(
  codes: readonly string[],
  vouchers: readonly Voucher[],
  uses: readonly { voucherId: string; userId: string; releasedAt: string | null }[],
  userId: string,
): VoucherFacts[] {
  return codes.map((code) => {
    const voucher = vouchers.find((v) => v.code === code);
    const buyerUses = voucher ? uses.filter((u) => u.voucherId === voucher.id && u.userId === userId && u.releasedAt === null).length : 0;
    return { voucher, buyerUses };
  });
}
