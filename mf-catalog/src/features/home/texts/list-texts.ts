/** The featured and best-seller sections' texts; evaluated with their chunk. */
import { addHomeTexts } from './add-texts';
import en from './lists.en.json';
import ar from './lists.ar.json';

addHomeTexts({ en, ar });
