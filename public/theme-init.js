// Applies the saved theme before the first paint (key `theme`, spec section 1), in browser mode:
// the static host serves index.html as built, which loads this file. The shop server (server mode)
// drops it from its pages and writes the theme of the visitor's `theme` cookie into them itself
// (server/pages/page-theme.ts), so no script runs before a server page paints.
try {
  var t = localStorage.getItem('theme');
  if (t === '"dark"' || t === 'dark') document.documentElement.classList.add('dark');
} catch (e) {}
