export { RequireSession } from './require-session';
export { useCurrentUser, currentUserQueryKey } from './use-current-user';
export { logout } from './logout';
export { useSessionNavigation } from './session-sync';
