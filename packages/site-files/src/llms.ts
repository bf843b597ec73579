import { OPENING_HOURS, PAYMENT_METHODS, PRODUCT_RANGE, RETURN_WINDOW_DAYS, SITE_COMPANY } from './company';
import { SITE_PAGES } from './pages';
import type { SiteData, SiteZone } from './types';
import { categoryPath, pageUrl } from './urls';

const HOURS_TEXT = `Sunday to Thursday and Saturday ${OPENING_HOURS.opens}–${OPENING_HOURS.closes}; Friday closed`;
const WHATSAPP_URL = `https://wa.me/${SITE_COMPANY.whatsapp}`;

function summaryLine(): string {
  return (
    `${SITE_COMPANY.name} (${SITE_COMPANY.nameAr}) is an online shop and showroom in Doha, Qatar, in business since ${SITE_COMPANY.since}. ` +
    `It sells ${PRODUCT_RANGE.slice(0, -1).join(', ')} and ${PRODUCT_RANGE[PRODUCT_RANGE.length - 1]}, with prices in Qatari riyals (QAR) and delivery across Qatar. ` +
    'The site is in English and Arabic.'
  );
}

function contactLines(): string[] {
  return [
    `- Phone: ${SITE_COMPANY.phone}`,
    `- WhatsApp: ${WHATSAPP_URL}`,
    `- Email: ${SITE_COMPANY.email}`,
    `- Showroom: ${SITE_COMPANY.address}`,
    `- Opening hours: ${HOURS_TEXT}`,
  ];
}

/** The delivery policy as the zone settings make it; the company's own claim when they are unknown. */
export function deliveryPolicy(zones: readonly SiteZone[] | undefined): string {
  if (zones === undefined || zones.length === 0)
    return 'Free delivery across Qatar, by zone (see the delivery information page).';
  const count = `${zones.length} delivery zone${zones.length === 1 ? '' : 's'}`;
  if (zones.every((zone) => zone.fee === 0)) return `Free delivery across Qatar with no minimum order (${count}).`;
  const fees = zones.map((zone) => zone.fee);
  const range = `QAR ${Math.min(...fees)}–${Math.max(...fees)}`;
  const thresholds = zones.map((zone) => zone.freeDeliveryThreshold).filter((value) => value > 0);
  const free = thresholds.length > 0 ? `; free above QAR ${Math.min(...thresholds)} in some zones` : '';
  return `Delivery across Qatar in ${count}; the fee depends on the zone (${range})${free}.`;
}

/**
 * `llms.txt` (llmstxt.org): what an AI assistant should know about the shop: company, what it
 * sells, the categories with their product counts, contact and hours, policies, and key pages.
 */
export function buildLlmsTxt(data: SiteData, origin: string): string {
  const categories = data.categories.map((category) => {
    const count =
      category.productCount === undefined
        ? ''
        : ` (${category.productCount} product${category.productCount === 1 ? '' : 's'})`;
    const subs = (category.subcategories ?? []).map((sub) => sub.name).join(', ');
    const detail = [category.description, subs ? `Includes: ${subs}.` : ''].filter(Boolean).join(' ');
    return `- [${category.name}](${pageUrl(origin, categoryPath(category.id))})${count}${detail ? `: ${detail}` : ''}`;
  });
  const productTotal = data.categories.reduce((sum, category) => sum + (category.productCount ?? 0), 0);
  const keyPages = SITE_PAGES.filter((page) => page.keyPage).map(
    (page) => `- [${page.name.en}](${pageUrl(origin, page.path)}): ${page.description.en}`,
  );

  return [
    `# ${SITE_COMPANY.name}`,
    '',
    `> ${summaryLine()}`,
    '',
    `Customers are companies, government entities, banks, schools and households. Founded ${SITE_COMPANY.since}; more than 5000 customers; rated ${SITE_COMPANY.rating.value}/5 from ${SITE_COMPANY.rating.count} reviews. Every page is available in Arabic by adding \`?lang=ar\` to its address.`,
    '',
    '## What we sell',
    '',
    ...(categories.length > 0
      ? [
          `${data.categories.length} categories${productTotal > 0 ? `, ${productTotal} products` : ''}:`,
          '',
          ...categories,
        ]
      : [`${PRODUCT_RANGE.join(', ')}.`]),
    '',
    'Some large or made-to-order items (custom workstations, boardroom tables, video walls, bank systems) are sold on quotation: ask for a quote through the contact page.',
    '',
    '## Contact',
    '',
    ...contactLines(),
    '',
    '## Policies',
    '',
    `- Delivery: ${deliveryPolicy(data.zones)} Installation by our own team.`,
    `- Returns: unused items in their original packaging within ${RETURN_WINDOW_DAYS} days of delivery; damaged or defective items are always put right.`,
    `- Payment: ${PAYMENT_METHODS.join(', ')}. Prices in QAR.`,
    '',
    '## Key pages',
    '',
    ...keyPages,
    '',
    '## Optional',
    '',
    `- [Sitemap](${origin}/sitemap.xml): every page, product and article${data.articles.length > 0 ? ` (${data.articles.length} blog articles)` : ''}`,
    '',
  ].join('\n');
}

/** The short summary served when the full one cannot be generated (spec section 8). */
export function llmsFallback(origin: string): string {
  return [
    `# ${SITE_COMPANY.name}`,
    '',
    `> ${summaryLine()}`,
    '',
    '## Contact',
    '',
    ...contactLines(),
    '',
    `Products: ${pageUrl(origin, '/products')}`,
    '',
  ].join('\n');
}
