/** The admin's site-files panel (sitemap, robots file, AI summary); mount it in the dashboard overview. */
export { SeoFilesPanel } from './seo-files-panel';
