/**
 * The catalogue's input rules: a buyer's review and the refusing check of a catalogue search. The
 * owner's product and partner forms' rules are ./product-inputs.ts and ./partner-inputs.ts, apart
 * so that browser mode's first load, which searches and reviews, does not carry them. Shared by
 * the screens and both modes' shells, which check every input again.
 */
import { z } from 'zod';
import { messages } from '@/shared/messages';
import { MAX_SEARCH_LENGTH, SORT_VALUES } from './query';
import { MAX_TEXT_LENGTH } from '../core/input-fields';

/** A review (spec section 5): text and a rating of 1–5 required. */
export const reviewInputSchema = z.object({
  productId: z.number().int(),
  rating: z.number({ message: messages.review.required }).int().min(1, messages.review.required).max(5),
  text: z.string({ error: messages.review.required }).trim().min(1, messages.review.required).max(MAX_TEXT_LENGTH, messages.review.tooLong),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** A `Saran pencarian` request's text: as a search's. */
export const suggestionSchema = z.string({ error: messages.catalog.searchInvalid }).max(MAX_SEARCH_LENGTH, messages.catalog.searchTooLong);

/**
 * The refusing check of a catalogue search (`CatalogSearch` of ./query.ts; both modes): an unknown sort, a search text over
 * `MAX_SEARCH_LENGTH` characters or a page that is no finite number is refused with the
 * catalogue's message; out-of-range numbers are clamped later by `normalizeCatalogSearch`.
 */
export const catalogSearchSchema = z.object({
  category: z.string({ error: messages.catalog.searchInvalid }).optional(),
  q: z
    .string({ error: messages.catalog.searchInvalid })
    .max(MAX_SEARCH_LENGTH, messages.catalog.searchTooLong)
    .optional(),
  sort: z.enum(SORT_VALUES, { error: messages.catalog.sortInvalid }).optional(),
  page: z.number({ error: messages.catalog.pageInvalid }).optional(),
  pageSize: z.number({ error: messages.catalog.pageInvalid }).optional(),
  minPrice: z.number({ error: messages.catalog.priceRangeInvalid }).finite(messages.catalog.priceRangeInvalid).min(0, messages.catalog.priceRangeInvalid).optional(),
  maxPrice: z.number({ error: messages.catalog.priceRangeInvalid }).finite(messages.catalog.priceRangeInvalid).min(0, messages.catalog.priceRangeInvalid).optional(),
});

