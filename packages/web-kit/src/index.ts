export * from './contracts';
export * from './routes';
export * from './company';
export * from './i18n';
export * from './format';
export * from './cart-count';
export * from './navigation';
export * from './page-title';
