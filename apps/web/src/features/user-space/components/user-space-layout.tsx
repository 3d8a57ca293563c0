import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { canPerform } from '@bonneroute/shared/admin';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { SideMenu } from './side-menu';
import styles from './user-space-layout.module.css';

/** docs/product/user-space.md: the user space goes home when no profile has loaded after 12 s. */
export const NO_PROFILE_REDIRECT_MS = 12_000;

/** The /utilisateurs shell (docs/product/user-space.md: User space): left menu and the page of the sub-route. */
export default function UserSpaceLayout() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (user) return;
    const timer = window.setTimeout(() => navigate('/'), NO_PROFILE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [user, navigate]);

  if (!user) {
    return (
      <div className="container page">
        <Spinner label="Chargement de votre profil…" />
      </div>
    );
  }
  return (
    <div className={`container page ${styles.shell}`}>
      <SideMenu staff={canPerform(user?.role, 'consulter')} />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
