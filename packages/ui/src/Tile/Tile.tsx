import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from '../types';
import styles from './Tile.module.css';

export interface TileProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'> {
  title: string;
  description?: ReactNode;
  href: string;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Heading level of the title, so the tile fits the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A dashboard tile: a titled link with a short description. */
export function Tile({
  title,
  description,
  href,
  linkComponent: LinkComp = DefaultLink,
  headingLevel = 2,
  className,
  ...rest
}: TileProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={[styles.tile, className].filter(Boolean).join(' ')} {...rest}>
      <Heading className={styles.title}>
        <LinkComp href={href} className={styles.link}>
          {title}
        </LinkComp>
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
    </article>
  );
}
