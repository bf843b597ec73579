import { createConfig } from '@ogulf/rspack-config';

export default createConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  title: 'Catalogue (standalone)',
  ssr: true,
  exposes: {
    './pages': './src/pages.tsx',
    './search-dialog': './src/features/search/search-dialog.tsx',
  },
});
