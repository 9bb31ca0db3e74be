import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '100px');
  return <div ref={ref}>{near ? 'dekat' : 'jauh'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is true at once without an IntersectionObserver (jsdom, an old browser)', () => {
    render(<Probe />);
    expect(screen.getByText('dekat')).toBeInTheDocument();
  });

  it('turns true when the element comes within the margin of the screen, and stops watching', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnect: ReturnType<typeof vi.fn>; observed: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        observed: Element[] = [];
        constructor(
          public callback: IntersectionObserverCallback,
          public options?: IntersectionObserverInit,
        ) {
          observers.push(this);
        }
        observe(element: Element) {
          this.observed.push(element);
        }
      },
    );
    render(<Probe />);
    expect(screen.getByText('jauh')).toBeInTheDocument();
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toBe('100px');
    expect(observer?.observed).toEqual([screen.getByText('jauh')]);
    act(() => observer!.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('jauh')).toBeInTheDocument();
    act(() => observer!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('dekat')).toBeInTheDocument();
    expect(observer?.disconnect).toHaveBeenCalled();
  });
});
