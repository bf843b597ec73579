/**
 * The few interface words the content pages share (the page text itself lives in
 * `data/`). Kept here rather than in the blog i18n JSON so this feature is self-contained.
 */
import type { Language } from '@ogulf/web-kit';
import labels from './content-labels.json';

export interface ContentLabels {
  breadcrumb: string;
  home: string;
  onThisPage: string;
  lastUpdated: string;
  contactHeading: string;
  call: string;
  whatsapp: string;
  whatsappMessage: string;
  email: string;
  showroom: string;
  directions: string;
  opensInNewTab: string;
  contactMethods: {
    phone: { title: string; text: string };
    whatsapp: { title: string; text: string };
    email: { title: string; text: string };
    showroom: { title: string; text: string };
  };
}

/** Both languages' words, from `content-labels.json` (typechecked against `ContentLabels`). */
export const CONTENT_LABELS: Record<Language, ContentLabels> = labels;
