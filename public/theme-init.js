// Applies the saved theme before the first paint (key `theme`, spec section 1). A file of its own:
// the static host (browser mode) loads it; the shop server puts its text into each page and allows
// exactly that text by its hash (server/pages/theme-script.ts), so other inline scripts stay refused.
try {
  var t = localStorage.getItem('theme');
  if (t === '"dark"' || t === 'dark') document.documentElement.classList.add('dark');
} catch (e) {}
