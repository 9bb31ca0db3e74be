import { toast } from '@/components/ui/toast';
import { appUpdateMessages } from '@/shared/messages-app-update';
import { registerServiceWorker, SERVICE_WORKER_URL } from './worker-registration';

type Listener = (event: unknown) => void;

/** A stand-in for workbox-window's Workbox: records listeners and calls. */
const fake = vi.hoisted(() => ({
  listeners: new Map<string, Listener>(),
  register: vi.fn(() => Promise.resolve(undefined)),
  messageSkipWaiting: vi.fn(),
  scriptURL: '',
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(scriptURL: string) {
      fake.scriptURL = scriptURL;
    }
    addEventListener(type: string, listener: Listener) {
      fake.listeners.set(type, listener);
    }
    register = fake.register;
    messageSkipWaiting = fake.messageSkipWaiting;
  },
}));

describe('registerServiceWorker', () => {
  beforeEach(() => {
    fake.listeners.clear();
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    delete document.documentElement.dataset.serviceWorker;
  });

  it('registers the worker at the root and says so on the page', async () => {
    expect(await registerServiceWorker()).not.toBeNull();
    expect(fake.scriptURL).toBe(SERVICE_WORKER_URL);
    expect(document.documentElement.dataset.serviceWorker).toBe('registered');
  });

  it("offers a waiting worker with 'Versi baru tersedia', and Muat Ulang makes it take over, then reloads", async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await registerServiceWorker();

    // A worker taking control without being asked (another tab's choice) reloads nothing.
    fake.listeners.get('controlling')?.({});
    expect(reload).not.toHaveBeenCalled();

    fake.listeners.get('waiting')?.({});
    expect(info).toHaveBeenCalledWith(appUpdateMessages.updateAvailable, expect.objectContaining({ duration: Number.POSITIVE_INFINITY }));
    const action = info.mock.calls[0]![1]!.action as { label: string; onClick: () => void };
    expect(action.label).toBe('Muat Ulang');
    action.onClick();
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    fake.listeners.get('controlling')?.({});
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the shop as it is when the browser refuses the worker or has none', async () => {
    fake.register.mockRejectedValueOnce(new Error('SecurityError'));
    expect(await registerServiceWorker()).toBeNull();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(await registerServiceWorker()).toBeNull();
  });
});
