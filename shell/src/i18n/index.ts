import type { Resources } from '@ogulf/web-kit';
import ar from './ar.json';
import en from './en.json';

/** The `shell` namespace in English and Arabic; register with `addNamespace('shell', shellResources)`. */
export const shellResources: Resources = { en, ar };
