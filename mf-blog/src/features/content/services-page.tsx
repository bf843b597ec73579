import { ContentPage } from './content-page';
import { SERVICES_PAGE } from './data/services';

/** `/services` */
export function ServicesPage() {
  return <ContentPage page={SERVICES_PAGE} />;
}

export default ServicesPage;
