/**
 * Moves focus to the first heading in `container`, so that after a step changes what the page
 * shows, keyboard and screen-reader users start at the new step and not at <body> (WCAG 2.4.3).
 * The heading becomes focusable by script only (tabindex -1), not a stop in the tab order.
 */
export function focusHeading(container: HTMLElement | null): void {
  const heading = container?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
