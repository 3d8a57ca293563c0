import { NOT_FOUND_HEAD } from '@bonneroute/shared/head';
import { commonTexts } from '@bonneroute/shared/texts';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { TownSwitcher } from './town-switcher';
import styles from './geo-page.module.css';

/** An unknown town or region: the 404 text of docs/product/geography-and-prices.md and a way to find the right page. */
export function PlaceNotFound({ title, detail }: { title: string; detail?: string }) {
  usePageHead(NOT_FOUND_HEAD);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p>{detail ?? commonTexts.notFoundPage}</p>
      <TownSwitcher label="Chercher une ville" />
      <ButtonLink to="/" variant="secondary">
        Retour à l’accueil
      </ButtonLink>
    </div>
  );
}

/** A page whose place did not load: unknown (404/422) → not found; else the French error. */
export function PlaceLoadFailure({
  error,
  notFoundTitle,
}: {
  error: Error;
  notFoundTitle: string;
}) {
  if (error instanceof ApiError && error.status === 404)
    return <PlaceNotFound title={notFoundTitle} />;
  // A pair that cannot be (the same town twice, towns across the sea): say why.
  if (error instanceof ApiError && error.status === 422)
    return <PlaceNotFound title={notFoundTitle} detail={error.detail} />;
  return (
    <div className={`container ${styles.page}`}>
      <Notice tone="error">{error.message}</Notice>
    </div>
  );
}
