import { PRIVATE_PATHS } from './pages';

/** Crawlers that gather text for AI models or answer engines; they get a crawl delay of 1 second. */
export const AI_CRAWLERS = [
  'GPTBot',
  'ChatGPT-User',
  'OAI-SearchBot',
  'ClaudeBot',
  'Claude-Web',
  'Claude-SearchBot',
  'anthropic-ai',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
  'Bytespider',
  'Amazonbot',
  'meta-externalagent',
  'cohere-ai',
  'Diffbot',
] as const;

/** Crawl delays in seconds (spec section 9). */
export const CRAWL_DELAY = { ai: 1, default: 2 } as const;

/**
 * `robots.txt` for the site at `origin`: the checkout, cart, order confirmation and admin routes
 * are off limits to every crawler; the AI crawlers, named in one group, wait 1 second between
 * requests and everyone else 2; the sitemap is given by its absolute URL.
 */
export function buildRobots(origin: string): string {
  const rules = ['Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`)];
  return [
    `# robots.txt for ${origin}`,
    '# AI crawlers are welcome; the site summary for them is at /llms.txt',
    ...AI_CRAWLERS.map((agent) => `User-agent: ${agent}`),
    ...rules,
    `Crawl-delay: ${CRAWL_DELAY.ai}`,
    '',
    'User-agent: *',
    ...rules,
    `Crawl-delay: ${CRAWL_DELAY.default}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
