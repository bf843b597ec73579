/** The change request's one field and its messages (the check is in ./changes-schema, loaded when first needed). */
import { messagesFrom } from '../../shared/form-messages';
import type { TextFieldSpec } from '../../shared/text-field';

export interface ChangesValues {
  message: string;
}

export const EMPTY_CHANGES: ChangesValues = { message: '' };

export const CHANGES_FIELDS = [
  {
    field: 'message',
    label: 'quotation.changes.message',
    hint: 'quotation.changes.hint',
    required: true,
    rows: 5,
    maxLength: 5000,
  },
] as const satisfies readonly TextFieldSpec<keyof ChangesValues>[];

export const changesMessages = messagesFrom<keyof ChangesValues>({
  message: { required: 'changesRequired', tooLong: 'messageTooLong', invalid: 'changesLength' },
});
