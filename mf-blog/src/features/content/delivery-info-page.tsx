import { ContentPage } from './content-page';
import { DELIVERY_INFO_PAGE } from './data/delivery-info';

/** `/delivery-info` */
export function DeliveryInfoPage() {
  return <ContentPage page={DELIVERY_INFO_PAGE} />;
}

export default DeliveryInfoPage;
