import { mountStandalone } from '@ogulf/web-kit/standalone';
import Pages, { PAGES } from './pages';

mountStandalone({
  remote: 'admin',
  Pages,
  links: PAGES.filter(([path]) => !/[:*]/.test(path)).map(([path]) => ({ to: path, label: path })),
});
