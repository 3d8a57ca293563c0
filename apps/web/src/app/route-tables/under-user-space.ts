/** Relative path of a child route under /utilisateurs. */
export const underUserSpace = (path: string) => path.replace(/^\/utilisateurs\/?/, '');
