import { usePageHead } from '@/lib/use-page-head';
import { SearchForm } from '../components/search-form';

/** `/trouver-covoiturage` (docs/product/trips-and-search.md: Search page). */
export default function SearchPage() {
  usePageHead('Trouver un covoiturage');
  return (
    <div className="container page">
      <h1>Trouver un covoiturage</h1>
      <SearchForm />
    </div>
  );
}
