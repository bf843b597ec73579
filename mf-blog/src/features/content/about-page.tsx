import { ContentPage } from './content-page';
import { ABOUT_PAGE } from './data/about';

/** `/about` */
export function AboutPage() {
  return <ContentPage page={ABOUT_PAGE} />;
}

export default AboutPage;
