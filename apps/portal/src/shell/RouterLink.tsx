import type { LinkComponentProps } from '@citytax/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router';

/**
 * Adapts react-router's Link to the `linkComponent` (and ui `Link`'s `component`) prop of
 * @citytax/ui; the ref reaches the `<a>`.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  );
});
