import { LegalDocument } from '../components/legal-document';
import { privacySections } from '../content/privacy-sections';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Politique de confidentialité"
      updatedOn="2 décembre 2026"
      intro={
        <p>
          Ce que BonneRoute collecte, pourquoi, combien de temps, qui le reçoit, et comment exercer
          vos droits : tout est ici, en clair.
        </p>
      }
      sections={privacySections}
    />
  );
}
