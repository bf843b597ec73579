import robotsParser from 'robots-parser';
import { AI_CRAWLERS, buildRobots } from './robots';

const ORIGIN = 'https://shop.example.qa';
const robots = robotsParser(`${ORIGIN}/robots.txt`, buildRobots(ORIGIN));
const url = (path: string) => `${ORIGIN}${path}`;

describe('buildRobots', () => {
  it.each([
    '/checkout',
    '/cart',
    '/order-confirmation',
    '/order-confirmation?token=abc',
    '/track-order?order=OG-261122-7KQ4',
    '/quote/qt_0123456789abcdefghij',
    '/admin',
    '/adm/ogulf',
  ])('keeps every crawler out of %s', (path) => {
    for (const agent of ['Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot'])
      expect(robots.isDisallowed(url(path), agent)).toBe(true);
  });

  it('lets crawlers read the shop, the API the pages render from, and the remotes', () => {
    for (const path of [
      '/',
      '/products',
      '/product/walnut-desk',
      '/choosing-a-chair',
      '/api/products',
      '/remotes/catalog/remoteEntry.js',
      '/llms.txt',
    ]) {
      expect(robots.isAllowed(url(path), 'Googlebot')).toBe(true);
      expect(robots.isAllowed(url(path), 'PerplexityBot')).toBe(true);
    }
  });

  it('asks the named AI crawlers to wait 1 second and everyone else 2', () => {
    for (const agent of [
      'GPTBot',
      'ChatGPT-User',
      'ClaudeBot',
      'Claude-Web',
      'anthropic-ai',
      'PerplexityBot',
      'Google-Extended',
      'CCBot',
      'Bytespider',
    ]) {
      expect(AI_CRAWLERS).toContain(agent);
      expect(robots.getCrawlDelay(agent)).toBe(1);
    }
    expect(robots.getCrawlDelay('Googlebot')).toBe(2);
    expect(robots.getCrawlDelay('SomeNewBot')).toBe(2);
  });

  it('points to the sitemap by its absolute URL', () => {
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
  });
});
