// src/lib/download.ts
/**
* Saves `content` as a file named `fileName` in the browser (a Blob behind an object URL and a
* temporary `<a download>`); the URL is revoked right after.
* @param type - the MIME type, e.g. 'text/csv;charset=utf-8' (a report) or 'application/json'
*   (a backup).
*/
function downloadFile(fileName, content, type) {
	const url = URL.createObjectURL(new Blob([content], { type }));
	const link = document.createElement("a");
	link.href = url;
	link.download = fileName;
	link.hidden = true;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 0);
}
export { downloadFile as t };
