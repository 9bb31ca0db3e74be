// src/domain/page-titles.ts
/**
* Page titles (docs/server.md "Public pages"): every page's `<title>` is its name, a dash and the
* shop's name. The public pages' titles are written once here, for the pages that render them
* and for the head the server writes into their HTML before any JavaScript runs
* (server/pages/head.ts), so a link preview and the open page never disagree.
*/
/** The shop's name, the end of every page title. */
var SHOP_NAME = "Seulanga";
/**
* A page's `<title>`: `'<name> — Seulanga'`.
* @param name - the page's name, e.g. 'Beranda' or a product's name.
*/
function pageTitle(name) {
	return `${name} — ${SHOP_NAME}`;
}
/** The titles of the pages whose head the server writes, as those pages render them. */
var PAGE_TITLES = {
	home: pageTitle("Beranda"),
	catalog: pageTitle("Katalog Produk"),
	about: pageTitle("Tentang Kami"),
	services: pageTitle("Layanan"),
	storeLocations: pageTitle("Lokasi Toko"),
	notFound: pageTitle("Halaman tidak ditemukan"),
	productNotFound: pageTitle("Produk tidak ditemukan")
};
export { pageTitle as n, PAGE_TITLES as t };
