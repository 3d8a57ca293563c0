import { Outlet } from 'react-router';

/** The /utilisateurs shell (left menu, profile loading) — issue 5 builds it. */
export default function UserSpaceLayout() {
  return <Outlet />;
}
