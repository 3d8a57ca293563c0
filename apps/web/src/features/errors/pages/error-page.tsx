import { commonTexts } from '@bonneroute/shared/texts';
import { ButtonLink } from '@/components/ui/button';
import { usePageHead } from '@/lib/use-page-head';
import styles from './error-page.module.css';

/** docs/product/seo-pages.md: the error page takes its code as a prop (404: the page does not exist). */
export function ErrorPage({ code }: { code: 404 | 401 }) {
  const title = code === 404 ? 'Page introuvable' : 'Accès refusé';
  usePageHead(title);
  return (
    <div className={`container page ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{code === 404 ? commonTexts.notFoundPage : commonTexts.unauthorizedPage}</p>
      <div className={styles.actions}>
        <ButtonLink to="/">Retour à l’accueil</ButtonLink>
        {code === 401 ? (
          <ButtonLink to="/vous-identifier" variant="secondary">
            Se connecter
          </ButtonLink>
        ) : (
          <ButtonLink to="/trouver-covoiturage" variant="secondary">
            Trouver un covoiturage
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
