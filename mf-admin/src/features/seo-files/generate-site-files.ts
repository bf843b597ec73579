import { buildLlmsTxt, buildRobots, buildSitemap, llmsFallback, type SiteData } from '@ogulf/site-files';

/** The three downloadable files; a file that could not be made is null (the summary has a fallback text). */
export interface SiteFiles {
  sitemap: string | null;
  robots: string | null;
  llms: string;
  /** The summary is the short fallback text. */
  llmsIsFallback: boolean;
}

export type ErrorLog = (message: string, error: unknown) => void;
const consoleLog: ErrorLog = (message, error) => console.error(message, error);

function attempt(name: string, build: () => string, log: ErrorLog): string | null {
  try {
    return build();
  } catch (error) {
    log(`[seo-files] ${name} generation failed`, error);
    return null;
  }
}

/**
 * The sitemap, robots file and AI summary for the site at `origin`, with the same rules the
 * server uses (`@ogulf/site-files`). A failure is logged and gives null (spec section 8); the
 * summary then falls back to its short text.
 */
export function generateSiteFiles(data: SiteData, origin: string, log: ErrorLog = consoleLog): SiteFiles {
  const llms = attempt('llms.txt', () => buildLlmsTxt(data, origin), log);
  return {
    sitemap: attempt('sitemap.xml', () => buildSitemap(data, origin), log),
    robots: attempt('robots.txt', () => buildRobots(origin), log),
    llms: llms ?? llmsFallback(origin),
    llmsIsFallback: llms === null,
  };
}
