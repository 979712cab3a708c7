import type { LinkComponentProps } from '@citytax/ui';
import { Link } from 'react-router';

/** Adapts react-router's Link to the `linkComponent` prop of @citytax/ui. */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
