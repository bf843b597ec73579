/** The inbox item's forms, checked by the API's own schemas: a status, an internal note, a reply. */
import { inboxPatchBody, inboxReplyBody, LIMITS } from '@ogulf/contracts';
import type { InboxStatus } from './types';

export const NOTE_MAX = LIMITS.inboxNote;
export const REPLY_MAX = LIMITS.inboxReply.max;
export const SUBJECT_MAX = LIMITS.subject;

export interface StatusValues {
  status: InboxStatus;
}
export interface NoteValues {
  note: string;
}
export interface ReplyValues {
  subject: string;
  message: string;
}

/** `PATCH` with `{status}` or with `{note}`: the one body schema serves both forms. */
export const patchSchema = inboxPatchBody;
/** `POST .../reply` with `{subject, message}` (an empty subject: the mail names the request's reference). */
export const replySchema = inboxReplyBody;
