import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The nearest ancestor that scrolls vertically (the frame's main area). Wrappers that only scroll sideways
 * (tables at phone width) compute `overflow-y: auto` too, so they say so with `data-scroll-x`.
 */
const scrollParentOf = (el: HTMLElement | null): HTMLElement | null => {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    if (node.dataset.scrollX !== undefined) continue;
    const { overflowY } = window.getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
};

/** Where `body` starts inside the scrolling content of `scroller`. */
const offsetWithin = (body: HTMLElement, scroller: HTMLElement) =>
  body.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;

export interface SectionVirtualizerOptions {
  count: number;
  estimateSize: number;
  overscan?: number;
}

/**
 * Renders only the rows of one group that are near the viewport, so thousands of loaded items scroll
 * smoothly. Every group section has its own virtualizer on the one scrolling main area: `scrollMargin` is
 * where the section's rows start in it, measured again whenever the content above changes size.
 */
export const useSectionVirtualizer = ({ count, estimateSize, overscan = 6 }: SectionVirtualizerOptions) => {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);

  useLayoutEffect(() => {
    const body = bodyRef.current;
    const parent = scrollParentOf(body);
    setScroller(parent);
    if (!body || !parent) return;
    const update = () => setMargin(Math.round(offsetWithin(body, parent)));
    update();
    const observer = new ResizeObserver(update);
    // The content's size changes when anything above this section grows or shrinks (more items loaded,
    // a group collapsed, the header wrapping); the scroller's when the window does.
    observer.observe(parent);
    if (parent.firstElementChild) observer.observe(parent.firstElementChild);
    return () => observer.disconnect();
  }, []);

  // The virtualizer is read during render on purpose; the portal does not use the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin: margin,
  });

  return { bodyRef, virtualizer, margin };
};
