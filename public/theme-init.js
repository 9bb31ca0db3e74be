// Applies the saved theme before the first paint (key `theme`, spec section 1). A file of its own:
// the static host (browser mode) loads it; the shop server puts its text into each page and allows
// exactly that text by its hash (server/pages/theme-script.ts), so other inline scripts stay refused.
// Server mode keeps the choice in a `theme` cookie too, which the server renders pages with; a
// choice saved before the cookie existed is copied into it.
try {
  var c = /(?:^|;\s*)theme=(dark|light)/.exec(document.cookie);
  var t = c ? c[1] : localStorage.getItem('theme');
  var dark = t === '"dark"' || t === 'dark';
  if (!c && t) document.cookie = 'theme=' + (dark ? 'dark' : 'light') + '; Path=/; Max-Age=31536000; SameSite=Lax';
  if (dark) document.documentElement.classList.add('dark');
} catch (e) {}
