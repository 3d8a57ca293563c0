import { useEffect } from 'react';
import { SITE_NAME } from '@bonneroute/shared/routes';

/** Sets the document title as the server's head tags do (`Titre | BonneRoute`). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  }, [title]);
}
