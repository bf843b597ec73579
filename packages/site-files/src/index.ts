/** The site files (sitemap, robots, AI summary) and the facts and page texts they share with the head tags. */
export * from './company';
export * from './llms';
export * from './pages';
export * from './robots';
export * from './sitemap';
export * from './types';
export * from './urls';
export * from './xml';
