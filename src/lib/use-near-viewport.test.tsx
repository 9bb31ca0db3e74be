import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

/** The watched element, shown from the first render or only later (`shown` false: a loading state without it). */
function Probe({ shown = true }: { shown?: boolean }) {
  const [ref, near] = useNearViewport('100px');
  return shown ? <div ref={ref}>{near ? 'dekat' : 'jauh'}</div> : <p>memuat</p>;
}

/** Replaces IntersectionObserver by one the test drives; answers the observers made. */
function stubObservers() {
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
  return observers;
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
    const observers = stubObservers();
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

  it('watches an element that appears after the first render (the chart once the figures have loaded)', () => {
    const observers = stubObservers();
    const { rerender } = render(<Probe shown={false} />);
    expect(observers).toHaveLength(0);
    rerender(<Probe shown />);
    const observer = observers.at(-1);
    expect(observer?.observed).toEqual([screen.getByText('jauh')]);
    act(() => observer!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('dekat')).toBeInTheDocument();
  });
});
