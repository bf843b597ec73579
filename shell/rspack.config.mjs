import { createConfig } from '@ogulf/rspack-config';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'OGulf Office Furniture | Office Furniture & IT in Qatar',
  ssr: true,
});
