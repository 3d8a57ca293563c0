export * from './page-head';
export * from './trip-head';
export * from './geo-heads';
export * from './blog-heads';
export * from './site-head';
export * from './results-head';
