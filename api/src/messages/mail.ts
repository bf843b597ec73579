import type { Logger } from '../http/logger';
import { headerText, mailHtml, mailText, type MailDocument, type MailRow } from '../mail/compose';
import type { MailMessage, Mailer } from '../mail/mailer';
import type { ContactMessageRecord, QuoteRequestRecord } from './model';

const SHOP_NAME = { en: 'OGulf Office Furniture', ar: 'أو جلف للأثاث المكتبي' } as const;
const SHOP_PHONE = '+974 4412 3456';

function message(to: string, replyTo: string, subject: string, document: MailDocument): MailMessage {
  return { to, replyTo, subject: headerText(subject), text: mailText(document), html: mailHtml(document) };
}

function senderRows(record: { name: string; email: string; phone: string; language: 'en' | 'ar' }): MailRow[] {
  return [
    { label: 'Name', value: record.name },
    { label: 'Email', value: record.email },
    { label: 'Phone', value: record.phone || '-' },
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
      { title: 'Products', rows: record.items.map((line) => ({ label: line.name, value: `${line.quantity} (product ${line.productId})` })) },
      { title: 'Message', paragraphs: [record.message || '-'] },
    ],
  });
  const sender = message(
    record.email,
    shopEmail,
    en ? `We received your quote request ${record.reference}` : `استلمنا طلب عرض السعر رقم ${record.reference}`,
    {
      language: record.language,
      heading: en ? `Thank you, ${record.name}` : `شكراً لك يا ${record.name}`,
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
          rows: record.items.map((line) => ({ label: en ? line.name : line.nameAr || line.name, value: line.quantity })),
        },
        {
          paragraphs: [
            en ? `Questions? Reply to this email or call us on ${SHOP_PHONE}.` : `لديك سؤال؟ رد على هذه الرسالة أو اتصل بنا على ${SHOP_PHONE}.`,
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
  const sender = message(
    record.email,
    shopEmail,
    en ? `We received your message ${record.reference}` : `استلمنا رسالتك رقم ${record.reference}`,
    {
      language: record.language,
      heading: en ? `Thank you, ${record.name}` : `شكراً لك يا ${record.name}`,
      sections: [
        {
          paragraphs: [
            en
              ? `We received your message ${record.reference} and will answer within one working day.`
              : `استلمنا رسالتك رقم ${record.reference} وسنرد عليك خلال يوم عمل واحد.`,
            en ? 'Your message:' : 'رسالتك:',
            record.message,
            SHOP_NAME[record.language],
          ],
        },
      ],
    },
  );
  return [shop, sender];
}

/** Sends each mail on its own; failures are logged, never thrown (the record is stored). */
export async function sendAll(mailer: Mailer, mails: readonly MailMessage[], what: string, log: Logger): Promise<void> {
  await Promise.all(
    mails.map(async (mail, index) => {
      try {
        await mailer.send(mail);
      } catch (error) {
        log.error(`Could not mail ${what} to ${index === 0 ? 'the shop' : 'the sender'}`, error);
      }
    }),
  );
}
