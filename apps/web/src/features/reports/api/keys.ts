export const reportKeys = {
  all: ['signalements'] as const,
  mine: (page: number) => ['signalements', 'mine', page] as const,
};
