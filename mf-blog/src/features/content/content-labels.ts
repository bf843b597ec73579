/**
 * The few interface words the content pages share (the page text itself lives in
 * `data/`). Kept here rather than in the blog i18n JSON so this feature is self-contained.
 */
import type { Language } from '@ogulf/web-kit';

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

export const CONTENT_LABELS: Record<Language, ContentLabels> = {
  en: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    onThisPage: 'On this page',
    lastUpdated: 'Last updated',
    contactHeading: 'Talk to us',
    call: 'Call',
    whatsapp: 'WhatsApp',
    whatsappMessage: 'Hello OGulf, I have a question.',
    email: 'Email',
    showroom: 'Showroom',
    directions: 'Get directions',
    opensInNewTab: 'opens in a new tab',
    contactMethods: {
      phone: { title: 'Phone', text: 'Speak to our sales and customer-service team during opening hours.' },
      whatsapp: { title: 'WhatsApp', text: 'Send photos, order numbers or questions; we reply during opening hours.' },
      email: {
        title: 'Email',
        text: 'Best for quotations, purchase orders and documents. We answer within one working day.',
      },
      showroom: { title: 'Showroom', text: 'See and try our furniture, and meet a consultant in person.' },
    },
  },
  ar: {
    breadcrumb: 'مسار التنقل',
    home: 'الرئيسية',
    onThisPage: 'في هذه الصفحة',
    lastUpdated: 'آخر تحديث',
    contactHeading: 'تحدّث معنا',
    call: 'اتصل',
    whatsapp: 'واتساب',
    whatsappMessage: 'مرحبًا أو جلف، لدي استفسار.',
    email: 'البريد الإلكتروني',
    showroom: 'صالة العرض',
    directions: 'احصل على الاتجاهات',
    opensInNewTab: 'يُفتح في علامة تبويب جديدة',
    contactMethods: {
      phone: { title: 'الهاتف', text: 'تحدّث مع فريق المبيعات وخدمة العملاء خلال ساعات العمل.' },
      whatsapp: { title: 'واتساب', text: 'أرسل الصور أو أرقام الطلبات أو استفساراتك، ونرد عليك خلال ساعات العمل.' },
      email: {
        title: 'البريد الإلكتروني',
        text: 'الأنسب لطلبات عروض الأسعار وأوامر الشراء والمستندات، ونرد خلال يوم عمل واحد.',
      },
      showroom: { title: 'صالة العرض', text: 'شاهد أثاثنا وجرّبه بنفسك، والتقِ بأحد مستشارينا مباشرةً.' },
    },
  },
};
