/**
 * The back office's catalogue use cases — save and delete a product, save a partner (mitra) —
 * decided once for both modes (spec section 3 "Produk" and "Mitra"; docs/decisions/014-use-cases-once.md).
 * The shells validate the input (`productInputSchema`, `partnerInputSchema`), load the record,
 * call these, and write the plan's effects (src/domain/core/effects.ts) in their own transaction.
 */
import { accept, refuse, type Decision, type LogEntry } from '../core/decision';
import type { CatalogEffect, EffectPlan } from '../core/effects';
import { NotFoundError } from '../core/errors';
import { activityMessages } from '@/shared/messages-activity';
import { adminMessages } from '@/shared/messages-admin';
import { messages } from '@/shared/messages';
import type { Partner, Product } from '../core/records';
import { DEFAULT_PRODUCT_WEIGHT } from '../shipping/cost';
import { DEFAULT_PRODUCT_STATUS } from '../core/vocabulary';
import { decideGallery } from './gallery';
import { withDerivedFields } from './variants';
import type { partnerInputSchema } from './partner-inputs';
import type { productInputSchema } from './product-inputs';
import type { z } from 'zod';

/** A product's fields after `productInputSchema` accepted them (price in Rupiah, stock in units). */
export type ProductDetails = z.output<typeof productInputSchema>;
/** A partner's fields after `partnerInputSchema` accepted them. */
export type PartnerDetails = z.output<typeof partnerInputSchema>;

/** Product fields whose changes the `updateProduct` log entry lists, as `{ from, to }`. */
export const LOGGED_PRODUCT_FIELDS = ['name', 'category', 'price', 'stock', 'weight', 'location', 'partnerId', 'description', 'status'] as const;

/**
 * A product's save: its effects (`insertProduct` or `updateProduct`, then `log`) and the product
 * as saved (the use case's answer).
 */
export interface ProductPlan extends EffectPlan<CatalogEffect> {
  product: Product;
}

/** A plan of `change` then its log entry `entry`. */
const logged = (change: CatalogEffect, entry: LogEntry): CatalogEffect[] => [change, { kind: 'log', entry }];

/**
 * Decides a new product. Its id is the current time in milliseconds (spec section 3), kept above
 * every id in use so two products added in one millisecond never share one; without a weight it
 * weighs `DEFAULT_PRODUCT_WEIGHT` (1,000 g, ../shipping/cost.ts); without a status it is `active`.
 * Its gallery is ./gallery.ts `decideGallery`'s.
 * @param facts.maxId - the highest product id in the catalogue (0 when empty).
 * @returns the plan, or the gallery's refusal (ValidationError `PRODUCT_IMAGES_LIMIT` past 8 photos).
 */
export function decideCreateProduct(facts: { details: ProductDetails; maxId: number; now: Date }): Decision<ProductPlan> {
  const gallery = decideGallery(facts.details);
  if (!gallery.ok) return gallery;
  const { weight, status, variations, variants, ...details } = facts.details;
  const product: Product = withDerivedFields({
    id: Math.max(facts.now.getTime(), facts.maxId + 1),
    ...details,
    ...gallery.plan,
    weight: weight ?? DEFAULT_PRODUCT_WEIGHT,
    status: status ?? DEFAULT_PRODUCT_STATUS,
    variations: variations ?? [],
    variants: variants ?? [],
  });
  return accept({
    product,
    effects: logged(
      { kind: 'insertProduct', product },
      {
        type: 'addProduct',
        description: activityMessages.addProduct(product.name),
        details: { productId: product.id, price: product.price, stock: product.stock },
      },
    ),
  });
}

/**
 * Decides an edit of product `id`: its fields replaced by `details` (the weight and the status kept
 * when `details` has none), the log listing each changed
 * field of {@link LOGGED_PRODUCT_FIELDS}.
 * @param facts.existing - the stored product, or null when there is none.
 * @returns the plan (`updateProduct`, `log`) with the product to store, or NotFoundError NOT_FOUND
 * 'Produk tidak ditemukan.', or the gallery's refusal (./gallery.ts `decideGallery`).
 */
export function decideUpdateProduct(facts: {
  id: number;
  details: ProductDetails;
  existing: Product | null;
}): Decision<ProductPlan> {
  const { existing, id } = facts;
  if (!existing) return refuse(new NotFoundError(messages.catalog.productNotFound));
  const gallery = decideGallery(facts.details, existing);
  if (!gallery.ok) return gallery;
  const { weight, status, variations, variants, ...details } = facts.details;
  const product: Product = withDerivedFields({
    ...existing,
    ...details,
    ...gallery.plan,
    weight: weight ?? existing.weight,
    status: status ?? existing.status,
    variations: variations ?? existing.variations,
    variants: variations === undefined && variants === undefined ? existing.variants : (variants ?? []),
    id,
  });
  const changes = LOGGED_PRODUCT_FIELDS.filter((field) => existing[field] !== product[field]).map((field) => [
    field,
    { from: existing[field], to: product[field] },
  ]);
  return accept({
    product,
    effects: logged(
      { kind: 'updateProduct', product },
      {
        type: 'updateProduct',
        description: activityMessages.updateProduct(product.name),
        details: { productId: id, changes: Object.fromEntries(changes) },
      },
    ),
  });
}

/**
 * Decides deleting product `id` (its cart lines go with it; past orders keep their own copy).
 * @param facts.existing - the stored product, or null when there is none.
 * @returns the plan (`deleteProduct`, `log`), or NotFoundError NOT_FOUND 'Produk tidak ditemukan.'.
 */
export function decideDeleteProduct(facts: { id: number; existing: Product | null }): Decision<EffectPlan<CatalogEffect>> {
  const { existing, id } = facts;
  if (!existing) return refuse(new NotFoundError(messages.catalog.productNotFound));
  return accept({
    effects: logged(
      { kind: 'deleteProduct', productId: id },
      {
        type: 'deleteProduct',
        description: activityMessages.deleteProduct(existing.name),
        details: { productId: id, name: existing.name },
      },
    ),
  });
}

/**
 * A partner's save: its effects (`insertPartner` or `updatePartner`, then `log`) and the partner
 * as saved (the use case's answer).
 */
export interface PartnerPlan extends EffectPlan<CatalogEffect> {
  partner: Partner;
}

/**
 * The next partner id: `P` and one more than the highest number in use, three digits at least
 * (P001, P002, …, P1000).
 * @param ids - the partner ids in use.
 */
export function nextPartnerId(ids: readonly string[]): string {
  const highest = ids.reduce((max, id) => Math.max(max, Number(id.replace(/\D/g, '')) || 0), 0);
  return `P${String(highest + 1).padStart(3, '0')}`;
}

/**
 * Decides a new partner, with the next free id ({@link nextPartnerId}).
 * @param facts.partnerIds - the partner ids in use.
 */
export function decideCreatePartner(facts: { details: PartnerDetails; partnerIds: readonly string[] }): PartnerPlan {
  const partner: Partner = { id: nextPartnerId(facts.partnerIds), ...facts.details };
  return {
    partner,
    effects: logged(
      { kind: 'insertPartner', partner },
      { type: 'addPartner', description: activityMessages.addPartner(partner.name), details: { partnerId: partner.id } },
    ),
  };
}

/**
 * Decides an edit of partner `id`.
 * @param facts.existing - the stored partner, or null when there is none.
 * @returns the plan (`updatePartner`, `log`) with the partner to store, or NotFoundError NOT_FOUND
 * 'Mitra tidak ditemukan.'.
 */
export function decideUpdatePartner(facts: {
  id: string;
  details: PartnerDetails;
  existing: Partner | null;
}): Decision<PartnerPlan> {
  const { existing, id } = facts;
  if (!existing) return refuse(new NotFoundError(adminMessages.partnerNotFound));
  const partner: Partner = { ...existing, ...facts.details, id };
  return accept({
    partner,
    effects: logged(
      { kind: 'updatePartner', partner },
      { type: 'updatePartner', description: activityMessages.updatePartner(partner.name), details: { partnerId: id } },
    ),
  });
}
