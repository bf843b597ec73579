import { createConfig } from '@ogulf/rspack-config';

export default createConfig({
  dir: import.meta.dirname,
  name: 'cart_checkout',
  title: 'Cart & checkout (standalone)',
  ssr: true,
  exposes: {
    './pages': './src/pages.tsx',
    './cart': './src/cart-module.ts',
  },
});
