export { RequireSession } from './require-session';
export { useCurrentUser, currentUserQueryKey, getCurrentUser } from './use-current-user';
export { logout } from './logout';
export { useSessionNavigation, reportNavigations } from './session-sync';
