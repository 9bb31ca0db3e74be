// Applies the saved theme before the first paint (key `theme`, spec section 1). An external file,
// not an inline script, so the server's Content-Security-Policy can forbid inline scripts.
try {
  var t = localStorage.getItem('theme');
  if (t === '"dark"' || t === 'dark') document.documentElement.classList.add('dark');
} catch (e) {}
