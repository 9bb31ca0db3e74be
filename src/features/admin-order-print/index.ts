/**
 * The owner's printed documents of an order: the A6 packing label and the A4 invoice,
 * each a print preview page under /admin (`Cetak Label {id}`, `Cetak Faktur {id}` in the orders
 * table).
 */
export { PackingLabelPage, PackingLabel } from './components/packing-label';
export { InvoicePage, Invoice } from './components/invoice';
export { PackingLabelsPage } from './components/packing-labels';
