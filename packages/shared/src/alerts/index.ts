// Texts and limits apart from the zod schemas, so pages that only show them stay zod-free.
export * from './texts';
export * from './schemas';
