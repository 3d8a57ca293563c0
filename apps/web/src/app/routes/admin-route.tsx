import { Navigate } from 'react-router';
import { canPerform } from '@bonneroute/shared/admin';
import { routePaths as paths } from '@bonneroute/shared/routes';
import { Spinner } from '@/components/ui/spinner';
import AdminLayout from '@/features/admin/components/admin-layout';
import { useCurrentUser } from '@/lib/auth';

/**
 * `/utilisateurs/admin/...` is for ADMIN and MANAGER only. Anyone else lands on the 401
 * page; the server refuses their calls (403) whatever this guard shows.
 */
export default function AdminRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Vérification de vos droits…" />;
  if (!canPerform(user?.role, 'consulter')) return <Navigate to={paths.erreur401} replace />;
  return <AdminLayout />;
}
