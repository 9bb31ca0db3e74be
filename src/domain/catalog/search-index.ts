/**
 * The catalogue's word index, one for both modes (docs/decisions/028-search-index.md): the server
 * keeps one per instance over the products in PostgreSQL (server/services/catalog-index.ts), the
 * browser mode one over its stored list. It answers a search's ids, total and facets from memory.
 *
 * Query semantics (a query's words: runs of letters and digits; a query without any finds every
 * product): every query word must match a word of the product (name, category, description,
 * location, or any other word of its stored search text, e.g. a variant's name), where a word
 * matches as itself, by its Indonesian stem (`membeli` finds `beli`), with one typo when it has
 * {@link MIN_TYPO_LENGTH} letters or more (`keumamh` finds `keumamah`; when that finds nothing,
 * {@link MIN_LOOSE_TYPO_LENGTH}: `gayu` finds `gayo`), and the last word also as the start
 * of a word (`songk` finds `songket`: the buyer is still typing it). Ranking (the default order of
 * a search with words; without words the stored order): in stock first, then the best field a word matched in (name > category > description >
 * location), exact words over stems over prefixes over typos, then the stored order. The other
 * sorts of src/domain/catalog/query.ts are kept as they are. Filters: category, price range.
 * Facets: the matches' category counts (whatever the category filter) and their price range
 * (whatever the price filter).
 *
 * Memory: postings are one number per (word, product) — the product's slot and the fields the
 * word is in — in sorted arrays, so a product's update is a binary search per word, and nothing
 * but what a search needs (id, price, stock, category, status on sale, order keys, name) is kept
 * per product.
 *
 * Long on purpose: the build, the updates, the query, the sorts and the facets all work on the
 * index's per-slot arrays and postings, held in one closure so no other module can break them.
 */
import { stemmer } from '@orama/stemmers/indonesian';
import { normalizeSearchText } from '../core/text-search';
import { cappedTotalOf } from '../core/paging';
import type { Product } from '../core/records';
import { compareCodePoints, orderCategories, productNameKey, productSearchText, type CatalogFacets, type NormalizedCatalogSearch, type ProductSort } from './query';

export type { CatalogFacets } from './query';

/** Query words of at least this many letters match with one typo (one edit). */
export const MIN_TYPO_LENGTH = 5;
/**
 * When nothing matches, words of at least this many letters match with one typo too (`gayu`
 * finds `gayo`): a second, looser pass, so a short word that is right never brings in its
 * near neighbours (`gayo` never finds `gaya`).
 */
export const MIN_LOOSE_TYPO_LENGTH = 4;
/** Query words of at least this many letters are stemmed (shorter ones are rarely affixed). */
const MIN_STEM_LENGTH = 4;
/** Most index words one query word expands to (prefix and typo), the most frequent first. */
export const MAX_EXPANSIONS = 64;
/** A last query word of at least this many letters also matches as the start of a word. */
export const MIN_PREFIX_LENGTH = 2;
/** Most words a query is matched by (the first ones). */
const MAX_QUERY_WORDS = 8;

/** What the index keeps of a product. */
export interface IndexedProduct {
  id: number;
  name: string;
  category: string;
  description: string;
  location: string;
  /** The product's stored search text (`productSearchText`): words beyond the four fields are found too. */
  searchText?: string;
  price: number;
  stock: number;
  /** Whether the product is on sale (src/domain/catalog/on-sale.ts); the others are never found. */
  onSale: boolean;
  /** The stored order (`seq` in server mode, the list's position in browser mode). */
  seq: number;
  /** `productNameKey` of the name (computed when absent). */
  nameKey?: string;
}

/** A catalogue search the index answers (a normalised search: its price range too). */
export type IndexSearch = NormalizedCatalogSearch;

/** What the index answers for a search. */
export interface IndexAnswer {
  /** The ids of the page's products, in order. */
  ids: number[];
  /** The total and page as the catalogue answers them (`cappedTotalOf`, src/domain/core/paging.ts). */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  facets: CatalogFacets;
}

/** A catalogue word index (see the module's comment). */
export interface ProductSearchIndex {
  /** Adds or replaces products (by id). */
  addAll(products: Iterable<IndexedProduct>): void;
  /** Adds or replaces one product. */
  upsert(product: IndexedProduct): void;
  /** Removes a product (nothing when unknown). */
  remove(id: number): void;
  /** Sets whether a product is on sale (nothing when unknown). */
  setOnSale(id: number, onSale: boolean): void;
  /** Sets a product's stock (nothing when unknown). */
  setStock(id: number, stock: number): void;
  /** Whether the index holds `id`. */
  has(id: number): boolean;
  /** The ids held. */
  ids(): number[];
  /** Products held. */
  readonly size: number;
  /** One page of a search, with its total and facets. */
  search(query: IndexSearch): IndexAnswer;
  /** Up to `limit` names of the best products for text being typed ({@link suggestionsOf}). */
  suggest(q: string, limit?: number): string[];
  /** Rough bytes the index holds (postings, per-product fields, words). */
  bytes(): number;
  /**
   * Builds now what the searches would otherwise build at their first use after a change: every
   * sort's order of the products and the word lists of prefix and typo matching (for 100,000
   * products about 0.3 s in all, which a search would otherwise wait for).
   */
  warm(): void;
}

/** Every catalogue sort, each with its order of the products. */
const SORTS: readonly ProductSort[] = ['default', 'price-asc', 'price-desc', 'name', 'newest'];

/** Most answers the index keeps until its next change (the least recently asked go first). */
const MAX_KEPT_ANSWERS = 2_000;

/** Field bits of a posting, and each field's weight in the ranking. */
const NAME = 1;
const CATEGORY = 2;
const DESCRIPTION = 4;
const LOCATION = 8;
const OTHER = 16;
const FIELD_BITS = 32;
/** The weight of a word found in the fields of a mask: its best field's. */
const MASK_WEIGHT = Array.from({ length: FIELD_BITS }, (_, mask) =>
  mask & NAME ? 8 : mask & CATEGORY ? 4 : mask & DESCRIPTION ? 2 : mask & LOCATION ? 1.5 : 1,
);

/** How a query word matched an index word, as a factor of the field weight. */
const EXACT = 1;
const STEM = 0.9;
const PREFIX = 0.7;
const TYPO = 0.5;

/** The words of a text, folded (`normalizeSearchText`): runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return normalizeSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The Indonesian stem of a folded word (the word itself when short or not affixed). */
export function stemOf(word: string): string {
  if (word.length < MIN_STEM_LENGTH || /\d/.test(word)) return word;
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stem.length < 2) stem = word;
    if (stems.size >= MAX_KEPT_STEMS) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/** Stems already computed (a catalogue's words repeat): at most {@link MAX_KEPT_STEMS}. */
const stems = new Map<string, string>();
const MAX_KEPT_STEMS = 50_000;

/** Whether `a` and `b` are at most one edit apart (insert, delete or substitute a character). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) return a.slice(i + 1) === b.slice(i + 1);
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Lower bound of `value` in the sorted `list` (numbers, or words by code unit). */
function lowerBound<T extends number | string>(list: readonly T[], value: T): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index words of a product and the fields each is in (a word and its stem both). */
function productWords(product: IndexedProduct): Map<string, number> {
  const words = new Map<string, number>();
  const add = (text: string, bit: number) => {
    for (const word of wordsOf(text)) {
      words.set(word, (words.get(word) ?? 0) | bit);
      const stem = stemOf(word);
      if (stem !== word) words.set(stem, (words.get(stem) ?? 0) | bit);
    }
  };
  add(product.name, NAME);
  add(product.category, CATEGORY);
  add(product.description, DESCRIPTION);
  add(product.location, LOCATION);
  if (product.searchText) {
    for (const word of wordsOf(product.searchText)) {
      if (words.has(word)) continue;
      words.set(word, OTHER);
      const stem = stemOf(word);
      if (!words.has(stem)) words.set(stem, OTHER);
    }
  }
  return words;
}

/** Sorted slot order of one sort, rebuilt when a key it depends on changed. */
interface SortOrder {
  slots: number[] | null;
}

/**
 * An empty catalogue word index.
 * @param options - `categoryOrder`: how the category facet is ordered (default by name);
 *   `keptAnswers`: most answers kept until the next change (default {@link MAX_KEPT_ANSWERS}; 0 in
 *   a benchmark of the search itself).
 */
export function createProductSearchIndex(
  options: { categoryOrder?: (names: string[]) => string[]; keptAnswers?: number } = {},
): ProductSearchIndex {
  const keptAnswers = options.keptAnswers ?? MAX_KEPT_ANSWERS;
  // Per product, by slot (a slot is reused after a removal).
  const ids: number[] = [];
  const names: string[] = [];
  const nameKeys: string[] = [];
  const prices: number[] = [];
  const stocks: number[] = [];
  const categories: number[] = [];
  const onSale: boolean[] = [];
  const seqs: number[] = [];
  const alive: boolean[] = [];
  const slotOf = new Map<number, number>();
  const freeSlots: number[] = [];
  const categoryNames: string[] = [];
  const categoryIndex = new Map<string, number>();
  // Word → sorted postings (slot * FIELD_BITS + field mask).
  const postings = new Map<string, number[]>();
  let sortedWords: string[] | null = null;
  let wordsByLength: Map<number, string[]> | null = null;
  const orders = new Map<ProductSort, SortOrder>();
  // Per-search scratch: a slot's stage in the current search and its score.
  let marks = new Int32Array(0);
  let scores = new Float64Array(0);
  let epoch = 0;
  // Answers already given, until the next change of the index (most searches repeat).
  const answers = new Map<string, IndexAnswer>();
  const changed = () => answers.clear();

  const dirtyOrders = (sorts: readonly ProductSort[] = SORTS) => {
    changed();
    for (const sort of sorts) orders.set(sort, { slots: null });
  };
  const dirtyWords = () => {
    sortedWords = null;
    wordsByLength = null;
  };

  function categoryOf(name: string): number {
    let index = categoryIndex.get(name);
    if (index === undefined) {
      index = categoryNames.length;
      categoryNames.push(name);
      categoryIndex.set(name, index);
    }
    return index;
  }

  function removePostings(slot: number) {
    const low = slot * FIELD_BITS;
    for (const [word, list] of postings) {
      const at = lowerBound(list, low);
      if (at < list.length && list[at]! < low + FIELD_BITS) {
        list.splice(at, 1);
        if (list.length === 0) {
          postings.delete(word);
          dirtyWords();
        }
      }
    }
  }

  function addPostings(slot: number, words: Map<string, number>, appending: boolean) {
    for (const [word, mask] of words) {
      const posting = slot * FIELD_BITS + mask;
      let list = postings.get(word);
      if (!list) {
        list = [];
        postings.set(word, list);
        dirtyWords();
      }
      if (appending && (list.length === 0 || list[list.length - 1]! < posting)) list.push(posting);
      else list.splice(lowerBound(list, posting), 0, posting);
    }
  }

  function put(product: IndexedProduct, appending: boolean) {
    let slot = slotOf.get(product.id);
    if (slot === undefined) {
      slot = freeSlots.pop() ?? ids.length;
      slotOf.set(product.id, slot);
      appending &&= slot === ids.length;
    } else {
      removePostings(slot);
      appending = false;
    }
    ids[slot] = product.id;
    names[slot] = product.name;
    nameKeys[slot] = product.nameKey ?? productNameKey(product.name);
    prices[slot] = product.price;
    stocks[slot] = product.stock;
    categories[slot] = categoryOf(product.category);
    onSale[slot] = product.onSale;
    seqs[slot] = product.seq;
    alive[slot] = true;
    addPostings(slot, productWords(product), appending);
    dirtyOrders();
  }

  function ensureScratch() {
    if (marks.length < ids.length) {
      marks = new Int32Array(Math.max(ids.length, 1024) * 2);
      scores = new Float64Array(marks.length);
      epoch = 0;
    }
    if (epoch > 100_000_000) {
      marks.fill(0);
      epoch = 0;
    }
  }

  function wordList(): string[] {
    return (sortedWords ??= [...postings.keys()].sort());
  }

  /** The index words a query word stands for, each with its match factor, the best first. */
  function expansions(word: string, last: boolean, typoLength: number): Array<[string, number]> {
    const found = new Map<string, number>();
    const consider = (candidate: string, factor: number) => {
      if (postings.has(candidate) && (found.get(candidate) ?? 0) < factor) found.set(candidate, factor);
    };
    consider(word, EXACT);
    consider(stemOf(word), STEM);
    const extra: Array<[string, number]> = [];
    if (last && word.length >= MIN_PREFIX_LENGTH) {
      const list = wordList();
      for (let i = lowerBound(list, word); i < list.length && list[i]!.startsWith(word); i++) {
        if (!found.has(list[i]!)) extra.push([list[i]!, PREFIX]);
      }
    }
    if (word.length >= typoLength) {
      wordsByLength ??= groupByLength(postings.keys());
      for (let length = word.length - 1; length <= word.length + 1; length++) {
        for (const candidate of wordsByLength.get(length) ?? []) {
          if (!found.has(candidate) && withinOneEdit(word, candidate)) extra.push([candidate, TYPO]);
        }
      }
    }
    // The most frequent expansions first, at most MAX_EXPANSIONS of them.
    extra.sort((a, b) => b[1] - a[1] || postings.get(b[0])!.length - postings.get(a[0])!.length);
    for (const [candidate, factor] of extra.slice(0, MAX_EXPANSIONS)) consider(candidate, factor);
    return [...found].sort((a, b) => b[1] - a[1]);
  }

  /**
   * The slots matching every query word, each with its score in `scores`: the rarest word's
   * postings first, then each other word kept to the slots every earlier word matched (a slot's
   * stage in `marks`), by a pass over its postings or, when the slots left are few, a binary
   * search per slot.
   */
  function matchSlots(words: readonly string[], typoLength: number): number[] {
    ensureScratch();
    const expanded = words.map((word, i) => expansions(word, i === words.length - 1, typoLength));
    const sizes = expanded.map((list) => list.reduce((sum, [word]) => sum + postings.get(word)!.length, 0));
    const order = expanded.map((_, i) => i).sort((a, b) => sizes[a]! - sizes[b]!);
    const base = epoch;
    epoch += words.length + 1;
    let current: number[] = [];
    order.forEach((wordIndex, step) => {
      const before = base + step;
      const after = before + 1;
      const lists = expanded[wordIndex]!.map(([word, factor]) => [postings.get(word)!, factor] as const);
      const next: number[] = [];
      if (step > 0 && current.length * 16 < sizes[wordIndex]!) {
        for (const slot of current) {
          for (const [list, factor] of lists) {
            const at = lowerBound(list, slot * FIELD_BITS);
            if (at < list.length && list[at]! >>> 5 === slot) {
              marks[slot] = after;
              scores[slot] = scores[slot]! + MASK_WEIGHT[list[at]! & 31]! * factor;
              next.push(slot);
              break;
            }
          }
        }
      } else {
        for (const [list, factor] of lists) {
          for (const posting of list) {
            const slot = posting >>> 5;
            const mark = marks[slot]!;
            if (mark === after || (step > 0 && mark !== before)) continue;
            marks[slot] = after;
            scores[slot] = (step === 0 ? 0 : scores[slot]!) + MASK_WEIGHT[posting & 31]! * factor;
            next.push(slot);
          }
        }
      }
      current = next;
    });
    return current;
  }

  function orderOf(sort: ProductSort): number[] {
    let entry = orders.get(sort);
    if (!entry) {
      entry = { slots: null };
      orders.set(sort, entry);
    }
    if (!entry.slots) {
      const slots: number[] = [];
      for (let slot = 0; slot < ids.length; slot++) if (alive[slot]) slots.push(slot);
      entry.slots = slots.sort(comparatorOf(sort, false));
    }
    return entry.slots;
  }

  /** The order of `sort` over slots (in stock first and the score only in the default order). */
  function comparatorOf(sort: ProductSort, ranked: boolean): (a: number, b: number) => number {
    const bySeq = (a: number, b: number) => seqs[a]! - seqs[b]!;
    switch (sort) {
      case 'price-asc':
        return (a, b) => prices[a]! - prices[b]! || bySeq(a, b);
      case 'price-desc':
        return (a, b) => prices[b]! - prices[a]! || bySeq(a, b);
      case 'name':
        return (a, b) => compareCodePoints(nameKeys[a]!, nameKeys[b]!) || bySeq(a, b);
      case 'newest':
        return (a, b) => ids[b]! - ids[a]! || bySeq(a, b);
      default:
        return ranked ? (a, b) => Number(stocks[b]! > 0) - Number(stocks[a]! > 0) || scores[b]! - scores[a]! || bySeq(a, b) : bySeq;
    }
  }

  function search(query: IndexSearch): IndexAnswer {
    const key = JSON.stringify([query.category, query.terms, query.sort, query.page, query.pageSize, query.minPrice, query.maxPrice]);
    const known = answers.get(key);
    if (known) {
      // Asked again: to the back of the map's order, so the searches asked once go first.
      answers.delete(key);
      answers.set(key, known);
      return known;
    }
    const answer = answerOf(query);
    if (keptAnswers === 0) return answer;
    if (answers.size >= keptAnswers) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
    return answer;
  }

  function answerOf(query: IndexSearch): IndexAnswer {
    const words = [...new Set(query.terms.flatMap(wordsOf))].slice(0, MAX_QUERY_WORDS);
    const { minPrice, maxPrice } = query;
    const category = query.category === null ? -1 : (categoryIndex.get(query.category) ?? -2);
    const inPrice = (slot: number) => (minPrice === null || prices[slot]! >= minPrice) && (maxPrice === null || prices[slot]! <= maxPrice);
    let candidates = words.length > 0 ? matchSlots(words, MIN_TYPO_LENGTH) : null;
    if (candidates?.length === 0) candidates = matchSlots(words, MIN_LOOSE_TYPO_LENGTH);
    const counts = new Array<number>(categoryNames.length).fill(0);
    let low = Infinity;
    let high = -Infinity;
    const kept: number[] = [];
    const consider = (slot: number) => {
      if (!alive[slot] || !onSale[slot]) return;
      const inCategory = category === -1 || categories[slot] === category;
      const priced = inPrice(slot);
      if (priced) counts[categories[slot]!]!++;
      if (inCategory) {
        low = Math.min(low, prices[slot]!);
        high = Math.max(high, prices[slot]!);
      }
      if (inCategory && priced) kept.push(slot);
    };
    if (candidates) for (const slot of candidates) consider(slot);
    else for (let slot = 0; slot < ids.length; slot++) consider(slot);
    const { total, totalCapped, page } = cappedTotalOf(kept.length, query);
    const want = page * query.pageSize;
    let pageSlots: number[];
    if (candidates && query.sort === 'default') {
      // Ranked: in stock first, then the score (without words, the stored order as it is).
      pageSlots = topOf(kept, want, comparatorOf('default', true));
    } else if (kept.length <= 2_000) {
      pageSlots = kept.sort(comparatorOf(query.sort, false)).slice(0, want);
    } else {
      // Many matches: walk the sort's whole order, keeping the matches (marked in this pass).
      ensureScratch();
      const stamp = ++epoch;
      for (const slot of kept) marks[slot] = stamp;
      pageSlots = [];
      for (const slot of orderOf(query.sort)) {
        if (marks[slot] === stamp) pageSlots.push(slot);
        if (pageSlots.length === want) break;
      }
    }
    const names = categoryNames.filter((_, i) => counts[i]! > 0);
    const ordered = options.categoryOrder ? options.categoryOrder(names) : names.slice().sort();
    return {
      ids: pageSlots.slice((page - 1) * query.pageSize).map((slot) => ids[slot]!),
      total,
      totalCapped,
      page,
      pageSize: query.pageSize,
      facets: {
        categories: ordered.map((name) => ({ category: name, count: counts[categoryIndex.get(name)!]! })),
        price: low === Infinity ? null : { min: low, max: high },
      },
    };
  }

  return {
    addAll(products) {
      for (const product of products) put(product, true);
    },
    upsert: (product) => put(product, false),
    remove(id) {
      const slot = slotOf.get(id);
      if (slot === undefined) return;
      removePostings(slot);
      alive[slot] = false;
      slotOf.delete(id);
      freeSlots.push(slot);
      dirtyOrders();
    },
    setOnSale(id, value) {
      const slot = slotOf.get(id);
      if (slot === undefined || onSale[slot] === value) return;
      onSale[slot] = value;
      changed();
    },
    setStock(id, stock) {
      const slot = slotOf.get(id);
      if (slot === undefined) return;
      // In stock or not moves a product in the ranked order.
      if (stocks[slot]! > 0 !== stock > 0) changed();
      stocks[slot] = stock;
    },
    has: (id) => slotOf.has(id),
    ids: () => [...slotOf.keys()],
    get size() {
      return slotOf.size;
    },
    search,
    suggest(q, limit = 8) {
      const terms = wordsOf(q);
      if (terms.length === 0) return [];
      const answer = search({ category: null, terms, sort: 'default', page: 1, pageSize: limit * 4, minPrice: null, maxPrice: null });
      return suggestionsOf(answer.ids.map((id) => names[slotOf.get(id)!]!), limit);
    },
    warm() {
      for (const sort of SORTS) orderOf(sort);
      wordList();
      wordsByLength ??= groupByLength(postings.keys());
    },
    bytes() {
      let bytes = 0;
      for (const [word, list] of postings) bytes += 2 * word.length + 64 + 8 * list.length;
      for (let slot = 0; slot < ids.length; slot++) bytes += 2 * (names[slot]!.length + nameKeys[slot]!.length) + 8 * 7 + 64;
      return bytes;
    },
  };
}

/** The words grouped by length (the typo search looks at three lengths). */
function groupByLength(words: Iterable<string>): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const word of words) {
    const group = groups.get(word.length);
    if (group) group.push(word);
    else groups.set(word.length, [word]);
  }
  return groups;
}

/** The best `count` of `slots` by `compare`, in order (a full sort only when few). */
function topOf(slots: number[], count: number, compare: (a: number, b: number) => number): number[] {
  if (slots.length <= count * 8 || slots.length <= 256) return slots.sort(compare).slice(0, count);
  // Keep a sorted window of the best `count` seen so far.
  const best: number[] = [];
  for (const slot of slots) {
    if (best.length === count && compare(slot, best[count - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(best[mid]!, slot) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, slot);
    if (best.length > count) best.pop();
  }
  return best;
}

/**
 * The `Saran pencarian` of a search's best products: their names, each once (case and accents
 * folded), at most `limit`.
 */
export function suggestionsOf(productNames: readonly string[], limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of productNames) {
    const key = normalizeSearchText(name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
    if (out.length === limit) break;
  }
  return out;
}

/**
 * The word index of a stored product list (browser mode: one per list): each product at its
 * position in the list as its stored order, found only when `isOnSale` says so.
 * @param products - the stored products, in stored order.
 * @param isOnSale - whether a product is on sale (src/domain/catalog/on-sale.ts).
 */
export function indexProductList(products: readonly Product[], isOnSale: (product: Product) => boolean): ProductSearchIndex {
  const index = createProductSearchIndex({ categoryOrder: orderCategories });
  index.addAll(
    products.map((product, seq) => ({
      id: product.id,
      name: product.name,
      category: product.category,
      description: product.description ?? '',
      location: product.location ?? '',
      searchText: productSearchText(product),
      price: product.price,
      stock: product.stock,
      onSale: isOnSale(product),
      seq,
    })),
  );
  return index;
}
