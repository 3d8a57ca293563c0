import { useCurrentUser } from '@/lib/auth';

/** The logged-in user's id (the /utilisateurs shell only renders its pages once it is known). */
export function useUserId(): number {
  const { user } = useCurrentUser();
  return user?.id ?? 0;
}
