import { LegalDocument } from '../components/legal-document';
import { legalNoticeSections } from '../content/legal-notice-sections';

export default function LegalNoticePage() {
  return (
    <LegalDocument
      title="Mentions légales"
      updatedOn="22 novembre 2026"
      sections={legalNoticeSections}
    />
  );
}
