import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** Props a link component must accept; lets apps pass their router's link. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/** A link renderer; defaults to a plain `<a>`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

export function DefaultLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
