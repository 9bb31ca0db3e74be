/**
 * The product import's decision (`Impor Produk`; docs/product/ui-names.md "Import and export of
 * products"), once for both modes: the rows of ./product-csv.ts grouped into products by `ID Produk`
 * (an existing product) or, without one, by `Nama Produk` on consecutive rows; each group checked
 * by the product dialog's own rules (`productSaveSchema`, ./inputs.ts, and the variants' rules it
 * applies), every broken rule answered with its spreadsheet row ('Baris 12 (Harga): …'), and
 * decided by ./changes.ts as the dialog's save would be. Pure: the shells pass what they loaded.
 */
import { productCsvMessages as m } from '@/shared/messages-product-csv';
import { variantMessages } from '@/shared/messages-variants';
import { accept, refuse, type Decision, type LogEntry } from '../core/decision';
import { ValidationError } from '../core/errors';
import type { Product, ProductVariant } from '../core/records';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductStatus } from '../core/vocabulary';
import { decideCreateProduct, decideUpdateProduct } from './changes';
import { productSaveSchema, type ProductInput } from './product-inputs';
import { IMAGE_SEPARATOR, type ProductCsvError, type ProductCsvField, type ProductCsvRow } from './product-csv';
import { nextVariantId } from './variants';

/** The `Status Produk` of a label ('Draf', 'Aktif', 'Arsip', or the stored code), '' for none. */
function statusOf(label: string): ProductStatus | '' | null {
  const value = label.trim();
  if (value === '') return '';
  const found = PRODUCT_STATUSES.find((status) => PRODUCT_STATUS_LABELS[status].toLowerCase() === value.toLowerCase() || status === value.toLowerCase());
  return found ?? null;
}

/** Rows grouped into products: by `ID Produk` wherever they stand, else by `Nama Produk` on consecutive rows. */
function groupRows(rows: readonly ProductCsvRow[]): ProductCsvRow[][] {
  const groups: ProductCsvRow[][] = [];
  const byId = new Map<string, ProductCsvRow[]>();
  let current: ProductCsvRow[] | null = null;
  for (const row of rows) {
    const id = row.cells['ID Produk'].trim();
    if (id !== '') {
      const group = byId.get(id);
      if (group) group.push(row);
      else {
        const fresh = [row];
        byId.set(id, fresh);
        groups.push(fresh);
      }
      current = null;
      continue;
    }
    const name = row.cells['Nama Produk'].trim();
    if (current && current[0]!.cells['Nama Produk'].trim() === name) current.push(row);
    else {
      current = [row];
      groups.push(current);
    }
  }
  return groups;
}

/** The tiers of a group: each tier's name from its first row, its options in order of first appearance. */
function tiersOf(rows: readonly ProductCsvRow[]) {
  const tiers: { name: string; options: string[] }[] = [];
  for (const t of [1, 2] as const) {
    const nameField = `Nama Variasi ${t}` as const;
    const optionField = `Pilihan Variasi ${t}` as const;
    if (!rows.some((row) => row.cells[nameField].trim() !== '' || row.cells[optionField].trim() !== '')) continue;
    const options: string[] = [];
    for (const row of rows) {
      const option = row.cells[optionField].trim();
      if (!options.includes(option)) options.push(option);
    }
    tiers.push({ name: rows.find((row) => row.cells[nameField].trim() !== '')?.cells[nameField] ?? '', options });
  }
  return tiers;
}

/** The photo addresses of a `Foto Produk` cell, in order. */
function photosOf(cell: string): string[] {
  return cell
    .split(IMAGE_SEPARATOR)
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/**
 * The columns that describe the whole product, not one variant: read from the group's first row
 * (a tier's name from its first row that names it), so a later row may leave them empty or repeat
 * them (the export does) but not say something else.
 */
const PRODUCT_LEVEL_FIELDS = [
  'Nama Produk',
  'Kategori',
  'Deskripsi',
  'Status Produk',
  'Lokasi',
  'ID Mitra',
  'Nama Variasi 1',
  'Nama Variasi 2',
  'Promo Mulai',
  'Promo Berakhir',
  'Foto Produk',
] as const satisfies readonly ProductCsvField[];

/** A product-level cell as compared between rows: a status by its meaning ('Aktif' is 'active'), photos by their addresses, else its trimmed text. */
function productLevelValue(field: (typeof PRODUCT_LEVEL_FIELDS)[number], cell: string): string {
  if (field === 'Status Produk') return statusOf(cell) ?? cell.trim().toLowerCase();
  if (field === 'Foto Produk') return photosOf(cell).join(IMAGE_SEPARATOR);
  return cell.trim();
}

/**
 * The later rows of a group whose product-level cell is filled and differs from the one the
 * product is read from: the row, the column, and the row it differs from.
 */
function productLevelConflicts(rows: readonly ProductCsvRow[]): { row: number; column: ProductCsvField; source: number }[] {
  const conflicts: { row: number; column: ProductCsvField; source: number }[] = [];
  for (const field of PRODUCT_LEVEL_FIELDS) {
    // A tier's name comes from the first row that gives one (tiersOf); every other column from the first row.
    const source = field.startsWith('Nama Variasi') ? (rows.find((row) => row.cells[field].trim() !== '') ?? rows[0]!) : rows[0]!;
    const expected = productLevelValue(field, source.cells[field]);
    for (const row of rows) {
      if (row === source || row.cells[field].trim() === '') continue;
      if (productLevelValue(field, row.cells[field]) !== expected) conflicts.push({ row: row.row, column: field, source: source.row });
    }
  }
  return conflicts;
}

/** A number cell as the input schema reads it: its trimmed text ('' is the schema's to refuse). */
const numberCell = (cell: string) => cell.trim();

/**
 * The product input of a group, as the owner's dialog would send it; its variants' ids are those
 * of `existing`'s variants with the same options (ids stay stable for carts and orders), new
 * combinations get fresh ones.
 */
function inputOf(rows: readonly ProductCsvRow[], existing: Product | undefined): ProductInput {
  const first = rows[0]!.cells;
  const variations = tiersOf(rows);
  const images = photosOf(first['Foto Produk']);
  const status = statusOf(first['Status Produk']);
  const input: ProductInput = {
    name: first['Nama Produk'],
    category: first['Kategori'],
    description: first['Deskripsi'],
    location: first['Lokasi'],
    partnerId: first['ID Mitra'],
    price: numberCell(first['Harga']),
    stock: numberCell(first['Stok']),
    image: images[0] ?? '',
    images,
    // With tiers, `Harga Promo` is each combination's own (its row's).
    promoPrice: variations.length > 0 ? '' : first['Harga Promo'].trim(),
    promoStart: first['Promo Mulai'].trim(),
    promoEnd: first['Promo Berakhir'].trim(),
    variations,
    variants: [],
  };
  if (first['Berat'].trim() !== '' || variations.length > 0) input.weight = numberCell(first['Berat']);
  if (status) input.status = status;
  if (variations.length > 0) {
    const taken: Pick<ProductVariant, 'id'>[] = [...(existing?.variants ?? [])];
    input.variants = rows.map((row) => {
      const options = variations.map((_, t) => row.cells[`Pilihan Variasi ${(t + 1) as 1 | 2}`].trim());
      const key = JSON.stringify(options);
      let id = existing?.variants.find((v) => JSON.stringify(v.options) === key)?.id;
      if (id === undefined) {
        id = nextVariantId(taken);
        taken.push({ id });
      }
      return {
        id,
        options,
        price: numberCell(row.cells['Harga']),
        stock: numberCell(row.cells['Stok']),
        weight: numberCell(row.cells['Berat']),
        sku: row.cells['SKU'].trim(),
        image: row.cells['Foto Variasi'].trim(),
        promoPrice: row.cells['Harga Promo'].trim() === '' ? null : row.cells['Harga Promo'].trim(),
      };
    });
  }
  return input;
}

/** The column a save's field (an issue's path) is read from. */
function columnOf(path: readonly PropertyKey[]): ProductCsvField | undefined {
  const [field, index, sub] = path;
  const plain: Partial<Record<string, ProductCsvField>> = {
    name: 'Nama Produk',
    category: 'Kategori',
    description: 'Deskripsi',
    status: 'Status Produk',
    location: 'Lokasi',
    partnerId: 'ID Mitra',
    price: 'Harga',
    stock: 'Stok',
    weight: 'Berat',
    image: 'Foto Produk',
    images: 'Foto Produk',
    promoPrice: 'Harga Promo',
    promoStart: 'Promo Mulai',
    promoEnd: 'Promo Berakhir',
  };
  if (field === 'variations' && typeof index === 'number') return `${sub === 'options' ? 'Pilihan' : 'Nama'} Variasi ${(index + 1) as 1 | 2}`;
  if (field === 'variants' && typeof sub === 'string') {
    const variant: Partial<Record<string, ProductCsvField>> = { price: 'Harga', stock: 'Stok', weight: 'Berat', sku: 'SKU', image: 'Foto Variasi', options: 'Pilihan Variasi 1', promoPrice: 'Harga Promo' };
    return variant[sub];
  }
  return typeof field === 'string' ? plain[field] : undefined;
}

/** The row of a group an issue at `path` belongs to: a variant's own row, a tier option's first row, else the group's first. */
function rowOf(rows: readonly ProductCsvRow[], path: readonly PropertyKey[], input: ProductInput): number {
  const [field, index, sub, option] = path;
  if (field === 'variants' && typeof index === 'number') return rows[index]?.row ?? rows[0]!.row;
  if (field === 'variations' && typeof index === 'number' && sub === 'options' && typeof option === 'number') {
    const value = input.variations?.[index]?.options[option];
    return rows.find((row) => row.cells[`Pilihan Variasi ${(index + 1) as 1 | 2}`].trim() === value)?.row ?? rows[0]!.row;
  }
  return rows[0]!.row;
}

/** What {@link planProductImport} reads. */
export interface ProductImportFacts {
  /**
   * The stored products the file may name: at least every product whose id is in the file or that
   * holds one of its SKUs (the whole catalogue in browser mode). Another product's SKU is the
   * shell's to refuse when it is not here.
   */
  existing: readonly Product[];
  /** The rows of {@link parseProductCsv}. */
  rows: readonly ProductCsvRow[];
  /** The highest product id in the catalogue (0 when empty): new ids are kept above it. */
  maxId: number;
  now: Date;
  /** Errors already found in the file's cells (a formula cell, a photo the shop does not serve), refused with the rows'. */
  errors?: readonly ProductCsvError[];
}

/** An accepted import: the products to insert and to replace, and the one log entry. */
export interface ProductImportPlan {
  creates: Product[];
  updates: Product[];
  log: LogEntry;
}

/** The refusal of an import: ValidationError `PRODUCT_IMPORT_INVALID` carrying every row's errors. */
export class ProductImportError extends ValidationError {
  constructor(readonly errors: readonly ProductCsvError[]) {
    super(m.invalid(errors.length), { rows: errors.map((error) => error.message).join('\n') }, 'PRODUCT_IMPORT_INVALID');
  }
}

/** The errors a refusal carries (an HTTP adapter's refusal carries them in its field `rows`). */
export function importErrorsOf(error: ValidationError): ProductCsvError[] {
  if (error instanceof ProductImportError) return [...error.errors];
  const text = error.fieldErrors.rows;
  if (!text) return [{ row: 0, message: error.message }];
  return text.split('\n').map((message) => ({ row: Number(/^Baris (\d+)/.exec(message)?.[1] ?? 0), message }));
}

/**
 * Decides an import (docs/product/ui-names.md "Import and export of products"): each group of rows
 * is a product, an update when its `ID Produk` names a stored product or, without an id, when its
 * SKUs name one; else a new product. Each is checked by `productSaveSchema` (the dialog's rules,
 * the variants' too) and decided by ./changes.ts as a dialog's save would be, so ids, galleries and
 * the derived price, stock and weight follow the same rules. A SKU is unique across the shop and
 * the file; a product may be updated by one group only; a later row of a product may leave its
 * product-level cells empty or repeat them, not change them.
 * @returns the plan, or ProductImportError (ValidationError `PRODUCT_IMPORT_INVALID`) with every
 * row's errors in row order: nothing is written unless every row is valid.
 */
export function planProductImport(facts: ProductImportFacts): Decision<ProductImportPlan> {
  const errors: ProductCsvError[] = [...(facts.errors ?? [])];
  const fail = (row: number, message: string, column?: string) => errors.push({ row, message: m.rowError(row, message, column) });
  const byId = new Map(facts.existing.map((product) => [product.id, product]));
  const bySku = new Map<string, Product>();
  for (const product of facts.existing) for (const variant of product.variants) if (variant.sku !== '') bySku.set(variant.sku, product);
  const creates: Product[] = [];
  const updates: Product[] = [];
  const updated = new Set<number>();
  const rowOfProduct = new Map<Product, number>();
  let maxId = facts.maxId;
  for (const rows of groupRows(facts.rows)) {
    const first = rows[0]!;
    const idText = first.cells['ID Produk'].trim();
    let target: Product | undefined;
    let ok = true;
    if (idText !== '') {
      if (!/^\d{1,16}$/.test(idText)) {
        fail(first.row, m.idInvalid, 'ID Produk');
        continue;
      }
      target = byId.get(Number(idText));
      if (!target) {
        fail(first.row, m.idUnknown(idText), 'ID Produk');
        continue;
      }
    } else {
      const owners = new Set(rows.flatMap((row) => bySku.get(row.cells['SKU'].trim()) ?? []));
      if (owners.size > 1) {
        fail(first.row, m.skuSeveralProducts, 'SKU');
        continue;
      }
      target = [...owners][0];
    }
    if (statusOf(first.cells['Status Produk']) === null) {
      fail(first.row, m.statusInvalid, 'Status Produk');
      ok = false;
    }
    const tiers = tiersOf(rows);
    if (tiers.length === 0) {
      for (const row of rows.slice(1)) {
        fail(row.row, m.repeatedRow);
        ok = false;
      }
      if (first.cells['SKU'].trim() !== '') {
        fail(first.row, m.skuWithoutVariation, 'SKU');
        ok = false;
      }
    } else {
      // Without tiers the later rows are refused above; with them, each later row is a variant.
      for (const conflict of productLevelConflicts(rows)) {
        fail(conflict.row, m.differsFromRow(conflict.source), conflict.column);
        ok = false;
      }
    }
    if (target && updated.has(target.id)) {
      fail(first.row, m.productTwiceInFile);
      continue;
    }
    const input = inputOf(rows, target);
    const parsed = productSaveSchema.safeParse(input);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const row = rowOf(rows, issue.path, input);
        const column = columnOf(issue.path);
        const key = `${row}|${column}|${issue.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        fail(row, issue.message, column);
      }
      continue;
    }
    if (!ok) continue;
    const decision = target
      ? decideUpdateProduct({ id: target.id, details: parsed.data, existing: target })
      : decideCreateProduct({ details: parsed.data, maxId, now: facts.now });
    if (!decision.ok) {
      fail(first.row, decision.refusal.message, 'Foto Produk');
      continue;
    }
    const product = decision.plan.product;
    if (target) {
      updated.add(target.id);
      updates.push(product);
    } else {
      maxId = product.id;
      creates.push(product);
    }
    rowOfProduct.set(product, first.row);
  }
  // A SKU names one variant across the shop and the file.
  const planned = [...creates, ...updates];
  const plannedIds = new Set(updates.map((product) => product.id));
  const owner = new Map<string, { id: number; inFile: boolean }>();
  for (const product of facts.existing) {
    if (plannedIds.has(product.id)) continue;
    for (const variant of product.variants) if (variant.sku !== '') owner.set(variant.sku, { id: product.id, inFile: false });
  }
  for (const product of planned) {
    for (const variant of product.variants) {
      if (variant.sku === '') continue;
      const holder = owner.get(variant.sku);
      if (holder === undefined) owner.set(variant.sku, { id: product.id, inFile: true });
      else if (holder.id !== product.id) {
        fail(rowOfProduct.get(product) ?? 0, holder.inFile ? m.skuTwiceInFile(variant.sku) : variantMessages.skuTaken(variant.sku), 'SKU');
      }
    }
  }
  if (errors.length > 0) return refuse(new ProductImportError(errors.sort((a, b) => a.row - b.row)));
  return accept({
    creates,
    updates,
    log: {
      type: 'importProducts',
      description: m.activity(creates.length, updates.length),
      details: { created: creates.length, updated: updates.length },
    },
  });
}
