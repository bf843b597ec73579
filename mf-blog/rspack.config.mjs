import { createConfig } from '@ogulf/rspack-config';

export default createConfig({
  dir: import.meta.dirname,
  name: 'blog',
  title: 'Blog & content (standalone)',
  ssr: true,
  exposes: {
    './pages': './src/pages.tsx',
  },
});
