import { withFacts } from '../content-facts';
import type { LocalizedPage } from '../content-types';
import page from './our-story.json';

/** `/our-story`: how it started, a timeline of milestones, our values. Its text is in `our-story.json`. */
export const OUR_STORY_PAGE: LocalizedPage = withFacts(page);
