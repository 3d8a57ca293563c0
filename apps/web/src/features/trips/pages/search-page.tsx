import { usePageTitle } from '@/lib/use-page-title';
import { SearchForm } from '../components/search-form';

/** `/trouver-covoiturage` (spec §2 Search page). */
export default function SearchPage() {
  usePageTitle('Trouver un covoiturage');
  return (
    <div className="container page">
      <h1>Trouver un covoiturage</h1>
      <SearchForm />
    </div>
  );
}
