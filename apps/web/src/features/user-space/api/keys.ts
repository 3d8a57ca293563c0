/** Query keys of the user space; a save invalidates the user's keys. */
export const userSpaceKeys = {
  all: (userId: number) => ['user-space', userId] as const,
  full: (userId: number) => ['user-space', userId, 'full'] as const,
  dashboard: (userId: number) => ['user-space', userId, 'dashboard'] as const,
  info: (userId: number) => ['user-space', userId, 'info'] as const,
  iban: (userId: number) => ['user-space', userId, 'iban'] as const,
};
