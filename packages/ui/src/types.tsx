import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type RefAttributes,
} from 'react';

/** Props a link component must accept; lets apps pass their router's link. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/**
 * A link renderer; defaults to a plain `<a>`. A component that forwards its ref to the anchor (as
 * `DefaultLink` and react-router's `Link` do) lets `Link` hand a caller's `ref` through; a plain
 * function component still fits when no one asks for the ref.
 */
export type LinkComponent = ComponentType<LinkComponentProps & RefAttributes<HTMLAnchorElement>>;

/** A plain `<a>`: the link of every component that takes a `linkComponent`, unless one is given. */
export const DefaultLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function DefaultLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
DefaultLink.displayName = 'DefaultLink';
