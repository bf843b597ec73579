// React 18+ has useSyncExternalStore itself; the `use-sync-external-store/shim` package that
// wouter and react-i18next import only adds a fallback for React 17, which two chunks carried.
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into the app being built, which depends on react (a shared singleton)
export { useSyncExternalStore } from 'react';
