import { usePageHead } from '@/lib/use-page-head';
import { SearchForm } from '../components/search-form';

/** `/trouver-covoiturage` (spec §2 Search page). */
export default function SearchPage() {
  usePageHead('Trouver un covoiturage');
  return (
    <div className="container page">
      <h1>Trouver un covoiturage</h1>
      <SearchForm />
    </div>
  );
}
