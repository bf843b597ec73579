import { ContentPage } from './content-page';
import { RETURN_POLICY_PAGE } from './data/return-policy';

/** `/return-policy` */
export function ReturnPolicyPage() {
  return <ContentPage page={RETURN_POLICY_PAGE} />;
}

export default ReturnPolicyPage;
