import { useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../Button/Button';
import { useDisclosure } from '../Disclosure/useDisclosure';
import { sideNavTextEn } from '../text/sideNav.en';
import { useUiWords } from '../text/uiTextContext';
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
  /** Text of the button that shows and hides the links below 48em. */
  menuLabel?: string;
}

/**
 * A vertical navigation landmark with the current page marked. Below 48em its links fold behind a
 * "Menu" button (aria-expanded, aria-controls; Escape closes it), so a phone sees the page first.
 */
export function SideNav(props: SideNavProps) {
  const words = useUiWords('sideNav', sideNavTextEn);
  const {
    items,
    currentHref,
    linkComponent: LinkComp = DefaultLink,
    'aria-label': ariaLabel = words.ariaLabel,
    menuLabel = words.menuLabel,
    className,
    ...rest
  } = props;
  const { setOpen, buttonProps, panelProps, containerProps } = useDisclosure();
  // Following a link closes the menu.
  const [shownFor, setShownFor] = useState(currentHref);
  if (shownFor !== currentHref) {
    setShownFor(currentHref);
    setOpen(false);
  }
  return (
    <nav
      aria-label={ariaLabel}
      className={[styles.nav, className].filter(Boolean).join(' ')}
      {...containerProps}
      {...rest}
    >
      <Button variant="secondary" className={styles.toggle} {...buttonProps}>
        {menuLabel}
      </Button>
      <ul className={styles.list} {...panelProps}>
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
