/**
 * CSV text for the owner's spreadsheets, written with papaparse's `unparse`: a byte-order mark so
 * spreadsheet programs read UTF-8, `\r\n` line ends, and every cell a spreadsheet could run as a
 * formula escaped with a leading `'` (CSV injection; docs/security.md "CSV exports"). The sales
 * report's exports and the product import/export (src/domain/catalog/product-csv.ts) share it.
 */
// papaparse is CommonJS: Node's ESM loader (the server) offers it only as the default export.
import Papa from 'papaparse';

/** A byte-order mark so spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\ufeff';

/**
 * A cell a spreadsheet may run as a formula: any line starting with `= + - @`, tab or carriage
 * return. papaparse's own check (`escapeFormulae: true`) reads only a one-line cell, so a formula
 * with a line break inside would pass.
 */
export const FORMULA_LINE = /^[=+\-@\t\r]/m;

/**
 * `rows` under the header `fields` as CSV text (BOM, `\r\n`), each cell matching `escape` written
 * with a leading `'`.
 * @param escape - the cells to escape; {@link FORMULA_LINE} unless given.
 */
export function toCsv(fields: readonly string[], rows: readonly (readonly unknown[])[], escape: RegExp = FORMULA_LINE): string {
  return CSV_BOM + Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) }, { escapeFormulae: escape, newline: '\r\n' });
}
