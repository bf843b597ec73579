import { ContentPage } from './content-page';
import { TERMS_PAGE } from './data/terms';

/** `/terms-conditions` */
export function TermsPage() {
  return <ContentPage page={TERMS_PAGE} />;
}

export default TermsPage;
