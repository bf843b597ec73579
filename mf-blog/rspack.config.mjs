import { createConfig } from '@ogulf/rspack-config';

export default createConfig({
  dir: import.meta.dirname,
  name: 'blog',
  title: 'Blog & content (standalone)',
  exposes: {
    './pages': './src/pages.tsx',
  },
});
