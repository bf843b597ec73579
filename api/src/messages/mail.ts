import { formatPhone } from '@ogulf/contracts/phone';
import { headerText, mailHtml, mailText, type MailDocument, type MailRow } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { enqueueMails, type MailKind } from '../mail/outbox';
import { consumeRecipientLimit, RECIPIENT_LIMIT_REASON } from '../mail/recipient-limit';
import { ROOM_NAMES, roomAnswersText } from '../fitout/room-text';
import type { ContactMessageRecord, QuoteRequestRecord } from './model';

const SHOP_NAME = { en: 'OGulf Office Furniture', ar: 'أو جلف للأثاث المكتبي' } as const;
const SHOP_PHONE = '+974 4412 3456';

function message(to: string, replyTo: string, subject: string, document: MailDocument): MailMessage {
  return { to, replyTo, subject: headerText(subject), text: mailText(document), html: mailHtml(document) };
}

/**
 * Of what a sender typed, only the name goes back to the address they gave, and at most 40
 * characters of it: the acknowledgement goes to any address, so it must not carry an
 * attacker's text (the form would otherwise mail anything to anyone under the shop's name).
 */
export const MAX_GREETING_NAME = 40;

function greetingName(name: string): string {
  const flat = name.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_GREETING_NAME ? `${flat.slice(0, MAX_GREETING_NAME - 1)}…` : flat;
}

function senderRows(record: { name: string; email: string; phone: string; language: 'en' | 'ar' }): MailRow[] {
  return [
    { label: 'Name', value: record.name },
    { label: 'Email', value: record.email },
    { label: 'Phone', value: formatPhone(record.phone) || '-' },
    { label: 'Language', value: record.language === 'ar' ? 'Arabic' : 'English' },
  ];
}

/** The shop's copy of a quote request (Reply-To: the sender) and the sender's acknowledgement. */
export function quoteRequestMails(record: QuoteRequestRecord, shopEmail: string): MailMessage[] {
  const en = record.language === 'en';
  const shop = message(shopEmail, record.email, `Quote request ${record.reference} from ${record.name}`, {
    language: 'en',
    heading: `Quote request ${record.reference}`,
    sections: [
      { title: 'From', rows: [...senderRows(record), { label: 'Company', value: record.company || '-' }] },
      {
        title: 'Products',
        rows: record.items.map((line) => ({
          label: line.variantName ? `${line.name} (${line.variantName})` : line.name,
          value: `${line.quantity} (product ${line.productId}${line.variantSku ? `, SKU ${line.variantSku}` : ''})`,
        })),
      },
      ...(record.rooms?.length
        ? [
            {
              title: 'Rooms (fit-out builder)',
              rows: record.rooms.map((room, index) => ({
                label: `${index + 1}. ${ROOM_NAMES[room.type].en}${room.label ? `: ${room.label}` : ''}`,
                value: roomAnswersText(room.type, room.answers, 'en'),
              })),
            },
          ]
        : []),
      { title: 'Message', paragraphs: [record.message || '-'] },
    ],
  });
  const sender = message(
    record.email,
    shopEmail,
    en ? `We received your quote request ${record.reference}` : `استلمنا طلب عرض السعر رقم ${record.reference}`,
    {
      language: record.language,
      heading: en ? `Thank you, ${greetingName(record.name)}` : `شكراً لك يا ${greetingName(record.name)}`,
      sections: [
        {
          paragraphs: [
            en
              ? `We received your quote request ${record.reference} and will send you our offer within one working day.`
              : `استلمنا طلب عرض السعر رقم ${record.reference} وسنرسل لك عرضنا خلال يوم عمل واحد.`,
          ],
        },
        {
          title: en ? 'Products' : 'المنتجات',
          rows: record.items.map((line) => ({
            label: en ? line.name : line.nameAr || line.name,
            value: line.quantity,
          })),
        },
        // The rooms by their type and counts only: a label is the sender's text (see greetingName).
        ...(record.rooms?.length
          ? [
              {
                title: en ? 'Rooms' : 'الغرف',
                rows: record.rooms.map((room) => ({
                  label: ROOM_NAMES[room.type][record.language],
                  value: roomAnswersText(room.type, room.answers, record.language),
                })),
              },
            ]
          : []),
        {
          paragraphs: [
            en
              ? `Questions? Reply to this email or call us on ${SHOP_PHONE}.`
              : `لديك سؤال؟ رد على هذه الرسالة أو اتصل بنا على ${SHOP_PHONE}.`,
            SHOP_NAME[record.language],
          ],
        },
      ],
    },
  );
  return [shop, sender];
}

/** The shop's copy of a contact message (Reply-To: the sender) and the sender's acknowledgement. */
export function contactMails(record: ContactMessageRecord, shopEmail: string): MailMessage[] {
  const en = record.language === 'en';
  const shop = message(
    shopEmail,
    record.email,
    `Contact message ${record.reference} from ${record.name}${record.subject ? `: ${record.subject}` : ''}`,
    {
      language: 'en',
      heading: `Contact message ${record.reference}`,
      sections: [
        { title: 'From', rows: [...senderRows(record), { label: 'Subject', value: record.subject || '-' }] },
        { title: 'Message', paragraphs: [record.message] },
      ],
    },
  );
  // The shop's own words and the (shortened) name only: never the message or the subject.
  const sender = message(
    record.email,
    shopEmail,
    en ? `We received your message ${record.reference}` : `استلمنا رسالتك رقم ${record.reference}`,
    {
      language: record.language,
      heading: en ? `Thank you, ${greetingName(record.name)}` : `شكراً لك يا ${greetingName(record.name)}`,
      sections: [
        {
          paragraphs: [
            en
              ? `We received your message ${record.reference} and will answer within one working day.`
              : `استلمنا رسالتك رقم ${record.reference} وسنرد عليك خلال يوم عمل واحد.`,
            en
              ? `If you did not write to us, please ignore this email or call us on ${SHOP_PHONE}.`
              : `إذا لم تراسلنا، يرجى تجاهل هذه الرسالة أو الاتصال بنا على ${SHOP_PHONE}.`,
            SHOP_NAME[record.language],
          ],
        },
      ],
    },
  );
  return [shop, sender];
}

/**
 * Queues the shop's copy and the sender's acknowledgement of a stored quote request or contact
 * message, before the request is answered. The acknowledgement counts in the recipient's
 * hourly limit (shared with order confirmations); over it, it is stored as `suppressed`.
 */
async function queueShopAndSender(
  [shop, sender]: readonly MailMessage[],
  {
    key,
    kinds,
    senderEmail,
    now,
  }: { key: string; kinds: readonly [MailKind, MailKind]; senderEmail: string; now: Date },
): Promise<void> {
  const wait = await consumeRecipientLimit(senderEmail, now.getTime());
  await enqueueMails(
    [
      { key: `${key}:shop`, kind: kinds[0], message: shop! },
      {
        key: `${key}:sender`,
        kind: kinds[1],
        message: sender!,
        ...(wait > 0 ? { suppressedBecause: RECIPIENT_LIMIT_REASON } : {}),
      },
    ],
    now,
  );
}

export function queueQuoteRequestMails(record: QuoteRequestRecord, shopEmail: string, now: Date): Promise<void> {
  return queueShopAndSender(quoteRequestMails(record, shopEmail), {
    key: `quote:${record.reference}`,
    kinds: ['quote-shop', 'quote-sender'],
    senderEmail: record.email,
    now,
  });
}

export function queueContactMails(record: ContactMessageRecord, shopEmail: string, now: Date): Promise<void> {
  return queueShopAndSender(contactMails(record, shopEmail), {
    key: `contact:${record.reference}`,
    kinds: ['contact-shop', 'contact-sender'],
    senderEmail: record.email,
    now,
  });
}

/** What a reply from the dashboard needs of the request or message it answers. */
export interface InboxReplyTarget {
  kind: 'quote-request' | 'message';
  reference: string;
  name: string;
  email: string;
  language: 'en' | 'ar';
}

/** The subject a reply gets when the admin leaves it empty: it answers the sender's reference. */
export function defaultReplySubject(target: InboxReplyTarget): string {
  const en = target.language === 'en';
  if (target.kind === 'quote-request')
    return en ? `Your quote request ${target.reference}` : `طلب عرض السعر رقم ${target.reference}`;
  return en ? `Your message ${target.reference}` : `رسالتك رقم ${target.reference}`;
}

/**
 * The admin's reply to the sender of a quote request or contact message, framed in the sender's
 * language (greeting, reference, the shop's name and phone); the admin's words go as typed,
 * escaped in the HTML part. Reply-To is the shop, so the customer's answer reaches the inbox.
 */
export function inboxReplyMail(
  target: InboxReplyTarget,
  subject: string,
  text: string,
  shopEmail: string,
): MailMessage {
  const en = target.language === 'en';
  return message(target.email, shopEmail, subject, {
    language: target.language,
    heading: en ? `Dear ${greetingName(target.name)},` : `عزيزنا ${greetingName(target.name)}،`,
    sections: [
      { paragraphs: [text] },
      {
        paragraphs: [
          en
            ? `Reference: ${target.reference}. Questions? Reply to this email or call us on ${SHOP_PHONE}.`
            : `الرقم المرجعي: ${target.reference}. لديك سؤال؟ رد على هذه الرسالة أو اتصل بنا على ${SHOP_PHONE}.`,
          SHOP_NAME[target.language],
        ],
      },
    ],
  });
}
