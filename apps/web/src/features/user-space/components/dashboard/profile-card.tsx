import { capitalise } from '@bonneroute/shared/auth';
import { buildPath } from '@bonneroute/shared/routes';
import type { FullUser } from '@bonneroute/shared/user-space';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import styles from './dashboard.module.css';

export function ProfileCard({ user }: { user: FullUser }) {
  return (
    <section className={`${styles.card} ${styles.profile}`} aria-labelledby="profil-title">
      <Avatar src={user.avatar} alt="" size={72} className={styles.avatar} />
      <div>
        <h2 id="profil-title">
          {capitalise(user.prenom)} {user.nom}
        </h2>
        <p>{user.email}</p>
        <ButtonLink to={buildPath('infosUtilisateurs')} variant="secondary" size="small">
          Modifier mon profil
        </ButtonLink>
      </div>
    </section>
  );
}
