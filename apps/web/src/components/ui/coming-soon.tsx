import { commonTexts } from '@bonneroute/shared/texts';
import { usePageHead } from '@/lib/use-page-head';
import { ButtonLink } from './button';

/** Placeholder for a page that a later issue builds. */
export function ComingSoon({ title }: { title: string }) {
  usePageHead(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p>{commonTexts.comingSoon} : cette page arrive très vite sur BonneRoute.</p>
      <ButtonLink to="/" variant="secondary">
        Retour à l’accueil
      </ButtonLink>
    </div>
  );
}
