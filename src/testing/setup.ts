import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// Sonner keeps active toasts in module state: clear them so one test's toasts never reach the next.
afterEach(() => {
  toast.dismiss();
  cleanup();
});

// jsdom lacks ResizeObserver, which Radix uses to measure radio groups, selects and menus.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Lazy routes and PBKDF2 can be slow on a loaded 2-core CI machine: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => {};
