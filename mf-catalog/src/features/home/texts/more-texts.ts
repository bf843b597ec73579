/** The texts of the city cards, figures, about section and testimonials; evaluated with their chunk. */
import { addHomeTexts } from './add-texts';
import en from './more.en.json';
import ar from './more.ar.json';

addHomeTexts({ en, ar });
