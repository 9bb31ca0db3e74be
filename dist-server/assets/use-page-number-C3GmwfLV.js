import { E as pageCountOf } from "../entry-server.js";
import { useState } from "react";
// src/lib/table-page.ts
/**
* The page switcher's figures (`TablePagination`'s `page`, `pageCount`, `start`, `shown` and
* `total`) for one page answered by the data port.
* @param result - the port's page: the page answered (1-based), its page size, rows and total.
*/
function tablePageProps(result) {
	return {
		page: result.page,
		pageCount: pageCountOf(result),
		start: (result.page - 1) * result.pageSize,
		shown: result.items.length,
		total: result.total
	};
}
// src/lib/use-page-number.ts
/**
* The current page (1-based) of a table whose rows the data port pages, going back to page 1
* whenever `resetKey` changes (pass the filters, e.g. `${status}|${query}`). The port clamps a
* page beyond the end to the last page, so the number may be larger than the page shown.
* @returns the page and a setter (values below 1 become 1). The setter's `forKey` names the
* filters the page belongs to when they are being changed in the same event (default: the
* current ones), e.g. `setPage(Number.MAX_SAFE_INTEGER, '')` = the last page once the search is
* cleared.
*/
function usePageNumber(resetKey) {
	const [state, setState] = useState({
		page: 1,
		resetKey
	});
	return [state.resetKey === resetKey ? state.page : 1, (next, forKey = resetKey) => setState({
		page: Math.max(1, Math.floor(next) || 1),
		resetKey: forKey
	})];
}
export { tablePageProps as n, usePageNumber as t };
