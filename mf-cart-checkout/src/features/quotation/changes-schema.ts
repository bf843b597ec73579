/** The change request's check: the API's own `quotationChangesBody`. */
import { quotationChangesBody } from '@ogulf/contracts';
import { contractResolver } from '@ogulf/web-kit/forms/resolver';
import { changesMessages, type ChangesValues } from './changes-rules';

export const changesResolver = contractResolver<ChangesValues>(quotationChangesBody, changesMessages);
