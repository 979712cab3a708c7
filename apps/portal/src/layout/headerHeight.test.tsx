import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorOffsetPx, HEADER_HEIGHT_PROPERTY, useHeaderHeight } from './headerHeight';

/** A ResizeObserver the test drives: `resize()` calls back as the browser would. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  resize() {
    this.callback();
  }
}

function Probe() {
  useHeaderHeight();
  return null;
}

const property = () => document.documentElement.style.getPropertyValue(HEADER_HEIGHT_PROPERTY);

describe('useHeaderHeight (issue 18: the anchor offset follows the header)', () => {
  let height = 60;
  let header: HTMLElement;

  beforeEach(() => {
    FakeResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    header = document.createElement('header');
    header.getBoundingClientRect = () => ({ height }) as DOMRect;
    document.body.prepend(header);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    header.remove();
    height = 60;
  });

  it("writes the header's height at once, then again whenever it changes size", () => {
    const { unmount } = render(<Probe />);
    expect(property()).toBe('60px');
    const [observer] = FakeResizeObserver.instances;
    expect(observer?.observed).toEqual([header]);
    // A phone header that gains a line (a business named, a wrapped title).
    height = 155.5;
    observer?.resize();
    expect(property()).toBe('156px');
    unmount();
    expect(observer?.disconnected).toBe(true);
    expect(property()).toBe('');
  });

  it('does nothing on a page without a header', () => {
    header.remove();
    render(<Probe />);
    expect(property()).toBe('');
    expect(FakeResizeObserver.instances).toHaveLength(0);
  });
});

describe('anchorOffsetPx', () => {
  afterEach(() => {
    document.documentElement.style.removeProperty('scroll-padding-top');
  });

  it("reads the root's scroll-padding-top, and falls back to the spec's 170 px", () => {
    expect(anchorOffsetPx()).toBe(170);
    document.documentElement.style.setProperty('scroll-padding-top', '72px');
    expect(anchorOffsetPx()).toBe(72);
  });
});
