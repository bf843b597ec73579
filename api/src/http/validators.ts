import { z } from 'zod';

// The request schemas are written with zod/mini (see @ogulf/contracts), which brings no wording
// for the issues a schema leaves unworded ("Unrecognized key: ..."); the API answers in English.
z.config(z.locales.en());

export { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, noQuery, queryText } from '@ogulf/contracts';
