import { formatPhone } from '@ogulf/contracts/phone';
import { headerText, mailHtml, mailText, type MailDocument, type MailRow } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { enqueueMails } from '../mail/outbox';
import { MONEY, SHOP_NAME } from '../orders/mail';
import type { QuotationRecord } from './model';
import { QUOTATION_PDF_SOURCE, quotationFileName } from './pdf';

/**
 * The quotation's mails: to the customer when it is sent (the private link, in the quotation's
 * language), and to the shop when the customer asks for changes (Reply-To: the customer).
 */

const SHOP_PHONE = '+974 4412 3456';
const PDF = 'application/pdf';
// Left-to-right mark before a phone number in Arabic text, so its digit groups keep their order.
const LRM = '\u200E';

const DAY = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
  ar: new Intl.DateTimeFormat('ar-QA-u-nu-latn', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
} as const;

function formatDay(day: string, lang: 'en' | 'ar'): string {
  return DAY[lang].format(new Date(`${day}T00:00:00Z`));
}

/** `QT-261125-7KQ4` or, from the second version on, `QT-261125-7KQ4 (revision 2)`. */
function numberWithVersion(record: QuotationRecord, lang: 'en' | 'ar'): string {
  if (record.version === 1) return record.number;
  return lang === 'en'
    ? `${record.number} (revision ${record.version})`
    : `${record.number} (النسخة ${record.version})`;
}

/** Queue key of a version's mail: queued once however often sending is retried. */
export function quotationMailKey(record: Pick<QuotationRecord, 'number' | 'version'>): string {
  return `quotation:${record.number}:v${record.version}`;
}

/** The customer's mail: what is offered, the total, until when, and the link to view, accept or ask for changes. */
export function quotationMail(record: QuotationRecord, link: string, shopEmail: string): MailMessage {
  const lang = record.language;
  const en = lang === 'en';
  const money = (amount: number) => MONEY[lang].format(amount);
  const number = numberWithVersion(record, lang);
  const greeting = record.customer.name || (en ? 'Customer' : 'عميلنا العزيز');
  const lines: MailRow[] = record.lines.map((line) => ({
    label: `${en ? line.name : line.nameAr || line.name} × ${line.quantity}`,
    value: money(line.lineTotal),
  }));
  const charges: MailRow[] = [
    ...(record.discountTotal > 0
      ? [{ label: en ? 'Discounts' : 'الخصومات', value: `-${money(record.discountTotal)}` }]
      : []),
    ...(record.deliveryCharge > 0 ? [{ label: en ? 'Delivery' : 'التوصيل', value: money(record.deliveryCharge) }] : []),
    ...(record.installationCharge > 0
      ? [{ label: en ? 'Installation' : 'التركيب', value: money(record.installationCharge) }]
      : []),
    { label: en ? 'Total' : 'الإجمالي', value: money(record.total) },
  ];
  const document: MailDocument = {
    language: lang,
    heading: en ? `Dear ${greeting},` : `${greeting}،`,
    sections: [
      {
        paragraphs: [
          en
            ? `Thank you for your interest. Our quotation ${number} comes to ${money(record.total)} and is valid until ${formatDay(record.validUntil, lang)}.`
            : `شكراً لاهتمامكم. يبلغ إجمالي عرض السعر رقم ${number} ${money(record.total)} وهو صالح حتى ${formatDay(record.validUntil, lang)}.`,
          // The link on a line of its own: inside Arabic text a wrapped URL reads out of order.
          en
            ? `View the quotation, accept it online or ask us for changes:\n${link}`
            : `اطلع على عرض السعر، واقبله عبر الموقع أو اطلب تعديلات:\n${link}`,
        ],
      },
      { title: en ? 'Items' : 'الأصناف', rows: lines },
      { rows: charges },
      ...(record.terms ? [{ title: en ? 'Terms' : 'الشروط', paragraphs: [record.terms] }] : []),
      {
        paragraphs: [
          en
            ? `Questions? Reply to this email or call us on ${SHOP_PHONE}.`
            : `لديك سؤال؟ رد على هذه الرسالة أو اتصل بنا على ${LRM}${SHOP_PHONE}.`,
          SHOP_NAME[lang],
        ],
      },
    ],
  };
  return {
    to: record.customer.email,
    replyTo: shopEmail,
    subject: headerText(
      en ? `Your quotation ${number} from ${SHOP_NAME.en}` : `عرض السعر رقم ${number} من ${SHOP_NAME.ar}`,
    ),
    text: mailText(document),
    html: mailHtml(document),
  };
}

/** Queues the customer's mail of a sent version (once per version), the quotation's PDF attached. */
export async function queueQuotationMail(
  record: QuotationRecord,
  link: string,
  shopEmail: string,
  now: Date,
): Promise<void> {
  await enqueueMails(
    [
      {
        key: quotationMailKey(record),
        kind: 'quotation',
        message: quotationMail(record, link, shopEmail),
        attachments: [
          {
            source: QUOTATION_PDF_SOURCE,
            ref: String(record._id),
            filename: quotationFileName(record),
            contentType: PDF,
          },
        ],
      },
    ],
    now,
  );
}

/** Tells the shop that the customer asked for changes (their words, to the shop only; Reply-To: the customer). */
export async function queueChangesMail(
  record: QuotationRecord,
  { shopEmail, adminUrl, now }: { shopEmail: string; adminUrl: string; now: Date },
): Promise<void> {
  const request = record.changeRequests.at(-1);
  if (!request) return;
  const who = record.customer.company ? `${record.customer.name} (${record.customer.company})` : record.customer.name;
  const document: MailDocument = {
    language: 'en',
    heading: `Changes requested on quotation ${record.number} v${record.version}`,
    sections: [
      {
        rows: [
          { label: 'From', value: who || '-' },
          { label: 'Email', value: record.customer.email || '-' },
          { label: 'Phone', value: formatPhone(record.customer.phone) || '-' },
          { label: 'Quotation', value: `${record.number} v${record.version}` },
          { label: 'Request', value: record.requestReference ?? '-' },
        ],
      },
      { title: 'Message', paragraphs: [request.message] },
      { paragraphs: [`Open the quotation to revise it:\n${adminUrl}`] },
    ],
  };
  await enqueueMails(
    [
      {
        // One mail per request for changes, however often the request is retried.
        key: `quotation-changes:${String(record._id)}:${record.changeRequests.length}`,
        kind: 'quotation-changes',
        message: {
          to: shopEmail,
          replyTo: record.customer.email || undefined,
          subject: headerText(`Changes requested on quotation ${record.number} from ${who || record.customer.email}`),
          text: mailText(document),
          html: mailHtml(document),
        },
      },
    ],
    now,
  );
}
