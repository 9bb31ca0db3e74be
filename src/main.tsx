import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';

// The first render runs as a transition so React yields to the browser every few milliseconds
// instead of blocking the main thread for the whole tree (Total Blocking Time on slow phones).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
