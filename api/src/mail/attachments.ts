/**
 * Attachments of queued mail, stored by reference (`{ source, ref }`) and made when the mail is
 * sent. The queue is read whole on every poll on FerretDB 1.x (it decodes every document), so a
 * PDF's bytes do not wait in it; and a mail re-sent after a failure carries the document as it is
 * then. A feature registers how its documents are made (`quotes/pdf.ts`: `quotation-pdf`).
 */

/** An attachment as the queue stores it. */
export interface AttachmentRef {
  /** Which registered maker makes it, e.g. `quotation-pdf`. */
  source: string;
  /** What that maker is to make (an id). */
  ref: string;
  filename: string;
  contentType: string;
}

/** An attachment as the mailer sends it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

type Maker = (ref: string) => Promise<Buffer>;

const makers = new Map<string, Maker>();

/** Registers how attachments of `source` are made (once per source; a module's import does it). */
export function registerAttachmentSource(source: string, make: Maker): void {
  makers.set(source, make);
}

/**
 * The attachments of a mail about to be sent. An unknown source or a maker that fails throws: the
 * attempt fails and is retried like a refused send, so a mail never goes out without its document.
 */
export async function makeAttachments(refs: readonly AttachmentRef[] | undefined): Promise<MailAttachment[]> {
  return Promise.all(
    (refs ?? []).map(async ({ source, ref, filename, contentType }) => {
      const make = makers.get(source);
      if (!make) throw new Error(`No maker for mail attachments of "${source}"`);
      return { filename, contentType, content: await make(ref) };
    }),
  );
}
