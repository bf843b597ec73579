/** The change request's one field and its messages (the check is in ./changes-schema, loaded when first needed). */
import { messagesFrom } from '../../shared/form-messages';

export interface ChangesValues {
  message: string;
}

export const EMPTY_CHANGES: ChangesValues = { message: '' };

export const changesMessages = messagesFrom<keyof ChangesValues>({
  message: { required: 'changesRequired', tooLong: 'messageTooLong', invalid: 'changesLength' },
});
