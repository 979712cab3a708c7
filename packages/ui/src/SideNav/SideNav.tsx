import type { ComponentPropsWithoutRef } from 'react';
import { DefaultLink, type LinkComponent } from '../types';
import styles from './SideNav.module.css';

export interface SideNavItem {
  href: string;
  label: string;
}

export interface SideNavProps extends ComponentPropsWithoutRef<'nav'> {
  items: readonly SideNavItem[];
  /** The href of the current page, marked with aria-current="page". */
  currentHref?: string;
  /** Names the navigation landmark. */
  'aria-label'?: string;
  linkComponent?: LinkComponent;
}

/** A vertical navigation landmark with the current page marked. */
export function SideNav({
  items,
  currentHref,
  linkComponent: LinkComp = DefaultLink,
  'aria-label': ariaLabel = 'Main menu',
  className,
  ...rest
}: SideNavProps) {
  return (
    <nav aria-label={ariaLabel} className={[styles.nav, className].filter(Boolean).join(' ')} {...rest}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <LinkComp
              href={item.href}
              className={styles.link}
              aria-current={item.href === currentHref ? 'page' : undefined}
            >
              {item.label}
            </LinkComp>
          </li>
        ))}
      </ul>
    </nav>
  );
}
