import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import type { FullUser } from '@bonneroute/shared/user-space';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useFullUser } from '../api/get-full-user';
import { AvatarCard } from '../components/profile/avatar-card';
import { DocumentsPanel } from '../components/profile/documents-panel';
import { GeneralForm } from '../components/profile/general-form';
import { PhoneForm } from '../components/profile/phone-form';
import { PreferencesPanel } from '../components/profile/preferences-panel';
import { VehiclesPanel } from '../components/profile/vehicles-panel';
import styles from '../components/profile/profile.module.css';
import { useUserId } from '../hooks/use-user-id';

/** docs/product/user-space.md `/utilisateurs/infos?info=` general (default), photo, telephone, documents, vehicules, preferences. */
const TABS = [
  { info: 'general', label: 'Informations générales' },
  { info: 'photo', label: 'Photo' },
  { info: 'telephone', label: 'Téléphone' },
  { info: 'documents', label: 'Documents' },
  { info: 'vehicules', label: 'Véhicules' },
  { info: 'preferences', label: 'Préférences de voyage' },
] as const;
type Tab = (typeof TABS)[number]['info'];

function Panel({ tab, user }: { tab: Tab; user: FullUser }) {
  if (tab === 'photo') return <AvatarCard user={user} />;
  if (tab === 'telephone') return <PhoneForm user={user} />;
  if (tab === 'documents') return <DocumentsPanel user={user} />;
  if (tab === 'vehicules') return <VehiclesPanel user={user} />;
  if (tab === 'preferences') return <PreferencesPanel userId={user.id} />;
  return <GeneralForm key={user.id} user={user} />;
}

export default function ProfilePage() {
  usePageHead('Mon profil');
  const [params] = useSearchParams();
  const asked = params.get('info');
  const tab: Tab = TABS.some((entry) => entry.info === asked) ? (asked as Tab) : 'general';
  const user = useFullUser(useUserId());

  return (
    <>
      <h1>Mon profil</h1>
      <nav aria-label="Rubriques du profil">
        <ul className={styles.tabs}>
          {TABS.map((entry) => (
            <li key={entry.info}>
              <Link
                to={buildPath('infosUtilisateurs', {}, { info: entry.info })}
                aria-current={entry.info === tab ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {user.isPending ? <Spinner /> : null}
      {user.isError ? <Notice tone="error">{user.error.message}</Notice> : null}
      {user.data ? <Panel tab={tab} user={user.data} /> : null}
    </>
  );
}
