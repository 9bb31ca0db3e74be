import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import './index.css';
import { queryKeys, SHOP_MODE } from '@/data';
import { disableZodEval, setIndonesianZodMessages } from '@/lib/zod-config';
import { App } from './app/app';
import { openShopData } from './app/open-shop-data';
import { createQueryClient } from './app/provider';
import { createAppRouter, loadRouteModules } from './app/router';
import { NarrowScreenGuess } from './lib/screen-guess';
import { RenderYear } from './lib/render-year';
import { RenderNow } from './lib/render-now';
import { readSsrState } from './lib/ssr-state';

// Server mode runs under the server's Content Security Policy, which refuses evaluated code. zod
// would probe for it (`new Function`) before its first object check, and the browser reports the
// refused probe as a violation even though zod catches it: tell zod not to try.
if (SHOP_MODE === 'server') disableZodEval();
// zod's own messages (a field without a message of its own) in Indonesian, loaded with zod. After
// disableZodEval: the first read of zod's settings starts loading the locale.
setIndonesianZodMessages().catch(() => undefined);

const container = document.getElementById('root')!;
const data = openShopData();
const ssr = data ? readSsrState(document) : null;

if (ssr) {
  // A server-rendered page (docs/decisions/013-server-rendered-storefront.md): take over its
  // markup with the data it was rendered from, after loading its route modules.
  await loadRouteModules(window.location.pathname);
  const queryClient = createQueryClient();
  hydrate(queryClient, ssr.queries);
  const router = createAppRouter(ssr.router);
  const renderedAt = ssr.renderedAt ? new Date(ssr.renderedAt) : null;
  // As a transition, hydration yields to the browser every few milliseconds instead of taking
  // the main thread for the whole page (Total Blocking Time on slow phones); a click meanwhile
  // hydrates its part first.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        {/* The screen the server rendered for (src/lib/screen-guess.ts), so the first render matches its markup. */}
        <NarrowScreenGuess value={ssr.narrowScreen ?? false}>
          {/* The year the server rendered (src/lib/render-year.ts), for the same reason. */}
          <RenderYear value={ssr.year ?? null}>
            {/* The instant its prices are of, a promo running or not (src/lib/render-now.ts), for the same reason. */}
            <RenderNow value={renderedAt}>
              <App data={data} router={router} queryClient={queryClient} hydrating />
            </RenderNow>
          </RenderYear>
        </NarrowScreenGuess>
      </StrictMode>,
    );
  });
  // The server rendered the theme of the `theme` cookie; this browser's own store has the last
  // word (a choice saved before the cookie existed, or in another tab meanwhile).
  void queryClient.invalidateQueries({ queryKey: queryKeys.theme });
} else {
  // The first render runs as a transition so React yields to the browser every few milliseconds
  // instead of blocking the main thread for the whole tree (Total Blocking Time on slow phones).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App data={data} router={createAppRouter()} />
      </StrictMode>,
    );
  });
}

// The installable app's service worker (docs/decisions/025-installable-app.md): registered from a
// chunk of its own once the page has loaded, a few seconds more and an idle moment on. Its first
// install downloads the app shell (hundreds of kB), which must not take a slow connection from the
// page's own images and data. Not in development (no worker is built there).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const later = () => setTimeout(() => void import('./pwa/worker-registration').then((module) => module.registerWhenIdle()), 5000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
