import { ContentPage } from './content-page';
import { OUR_STORY_PAGE } from './data/our-story';

/** `/our-story` */
export function OurStoryPage() {
  return <ContentPage page={OUR_STORY_PAGE} />;
}

export default OurStoryPage;
