import { LegalDocument } from '../components/legal-document';
import { termsSections } from '../content/terms-sections';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Conditions générales d’utilisation et de vente"
      updatedOn="22 novembre 2026"
      intro={
        <p>Merci de lire ces conditions avant de publier un trajet ou de réserver une place.</p>
      }
      sections={termsSections}
    />
  );
}
