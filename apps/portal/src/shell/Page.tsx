import { useEffect, type ReactNode } from 'react';
import { en } from '../messages/en';

/** Sets the document title of a page. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${en.app.title}`;
  }, [title]);
}

/** A page: its h1 and document title. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}
