// The offline page's `Coba Lagi` (public/offline.html): loads the page asked for again. A file of
// its own, since the shop's Content Security Policy runs no inline script.
document.getElementById('retry').addEventListener('click', () => window.location.reload());
