import { SCROLL_OFFSET_PX } from '@citytax/api';
import { useEffect } from 'react';

/** The custom property that holds the page header's height, in px (read by app.css). */
export const HEADER_HEIGHT_PROPERTY = '--ct-header-height';

/**
 * Keeps `--ct-header-height` on the root element equal to the page header's rendered height, so the
 * anchor offset (app.css `--ct-anchor-offset`) follows the header at every width, whatever the
 * header holds there (issue 18). Measures at once, then on every resize of the header.
 */
export function useHeaderHeight(selector = 'header'): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(selector);
    if (!header) return;
    const root = document.documentElement;
    const write = () => {
      root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${Math.ceil(header.getBoundingClientRect().height)}px`);
    };
    write();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(write);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      // A page that does not measure falls back to app.css's estimate, not a stale height.
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [selector]);
}

/**
 * Where an anchor target lands below the top of the window, in px: the root's scroll-padding-top,
 * which app.css derives from the header's height; the spec's 170 px (§9) if it cannot be read.
 */
export function anchorOffsetPx(): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : SCROLL_OFFSET_PX;
}
