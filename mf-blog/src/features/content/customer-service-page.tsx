import { ContentPage } from './content-page';
import { CUSTOMER_SERVICE_PAGE } from './data/customer-service';

/** `/customer-service` */
export function CustomerServicePage() {
  return <ContentPage page={CUSTOMER_SERVICE_PAGE} />;
}

export default CustomerServicePage;
