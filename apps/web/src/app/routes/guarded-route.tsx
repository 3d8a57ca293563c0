import { Outlet } from 'react-router';
import { RequireSession } from '@/lib/auth';

export function GuardedRoute() {
  return (
    <RequireSession>
      <Outlet />
    </RequireSession>
  );
}
