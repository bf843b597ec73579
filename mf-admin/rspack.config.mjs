import { createConfig } from '@ogulf/rspack-config';

export default createConfig({
  dir: import.meta.dirname,
  name: 'admin',
  title: 'Admin (standalone)',
  exposes: {
    './pages': './src/pages.tsx',
  },
});
