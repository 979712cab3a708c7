import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterPaint } from '../routing/afterFirstPaint';

/** A component of a lazy module (`lazyModule(…).part`). */
export interface LazyPart<P> {
  (props: P): ReactNode;
  displayName: string;
}

/** A module loaded when a page first draws one of its parts, or when `preload` asks for it. */
export interface LazyModule<M> {
  /** Loads the module (once); a route's loader awaits it so the page's first draw has the part. */
  preload(): Promise<M>;
  /**
   * A component of the module. Until the module has loaded it draws `fallback`; once it has, it
   * draws at once (a part drawn after its code is here does not suspend). Which of the two a drawn
   * part is stays fixed while it is mounted, so nothing typed into it is lost when its code arrives.
   */
  part<P extends object>(
    name: string,
    pick: (module: M) => ComponentType<P>,
    fallback?: ReactNode,
  ): LazyPart<P>;
}

/**
 * Code that is not part of its page's first load (ADR 0042): the dialogs, the annual return's entry
 * editor and questionnaire. The parts of one module share one load.
 */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed load (a network error) is tried again by the next preload or newly drawn part.
        loading = undefined;
        throw error;
      },
    ));
  return {
    preload,
    part<P extends object>(name: string, pick: (module: M) => ComponentType<P>, fallback: ReactNode = null) {
      // A failed load throws to the nearest error boundary (the route's); a part drawn after that
      // gets a new lazy component, which loads again.
      const loadPart = (): ComponentType<P> =>
        lazy(() =>
          preload().then(
            (module) => ({ default: pick(module) }),
            (error: unknown) => {
              Loaded = loadPart();
              throw error;
            },
          ),
        );
      let Loaded = loadPart();
      function Part(props: P) {
        const [drawn] = useState(() => (loaded !== undefined ? pick(loaded) : null));
        const [lazyPart] = useState(() => Loaded);
        if (drawn) return createElement(drawn, props);
        return <Suspense fallback={fallback}>{createElement(lazyPart, props)}</Suspense>;
      }
      Part.displayName = `Lazy${name}`;
      return Part;
    },
  };
}

/**
 * Fetches a lazy module once the page that may need it has painted, so drawing its part later (a
 * dialog opening, Add W-2) is not a round trip on a slow network, and the page's first load does
 * not share the line with it. `null`: nothing to fetch (yet).
 */
export function usePreloadAfterPaint(module: { preload(): Promise<unknown> } | null): void {
  useEffect(() => {
    if (module) afterPaint(() => void module.preload().catch(() => undefined));
  }, [module]);
}
