import { FITOUT_QUESTIONS, type FitoutAnswers, type FitoutRoomType } from '@ogulf/contracts';

/** Room types as the mails name them (the storefront's own words, in both languages). */
export const ROOM_NAMES: Readonly<Record<FitoutRoomType, { en: string; ar: string }>> = {
  workstations: { en: 'Open-plan workstations', ar: 'محطات عمل مفتوحة' },
  'private-office': { en: 'Private offices', ar: 'مكاتب خاصة' },
  boardroom: { en: 'Boardroom / meeting room', ar: 'قاعة اجتماعات' },
  reception: { en: 'Reception', ar: 'الاستقبال' },
  'cash-office': { en: 'Cash office / strong room', ar: 'مكتب النقد / غرفة الخزائن' },
  storage: { en: 'Storage and filing', ar: 'التخزين والملفات' },
  breakout: { en: 'Breakout area', ar: 'منطقة الاستراحة' },
};

const ANSWER_TEXT = {
  en: {
    people: (n: number) => `${n} people`,
    offices: (n: number) => `${n} offices`,
    seats: (n: number) => `${n} seats`,
    visitors: (n: number) => `${n} visitors seated`,
    cashiers: (n: number) => `${n} cashiers`,
    cabinets: (n: number) => `${n} cabinets`,
    finish: { standard: 'standard finish', premium: 'premium finish' },
    safeSize: { small: 'small safe', medium: 'medium safe', large: 'large safe' },
  },
  ar: {
    people: (n: number) => `${n} أشخاص`,
    offices: (n: number) => `${n} مكاتب`,
    seats: (n: number) => `${n} مقاعد`,
    visitors: (n: number) => `${n} مقاعد للزوار`,
    cashiers: (n: number) => `${n} صرافين`,
    cabinets: (n: number) => `${n} خزائن ملفات`,
    finish: { standard: 'تشطيب قياسي', premium: 'تشطيب فاخر' },
    safeSize: { small: 'خزنة صغيرة', medium: 'خزنة متوسطة', large: 'خزنة كبيرة' },
  },
} as const;

/** A room's answers in words ("12 people, premium finish"), in the room type's question order. */
export function roomAnswersText(type: FitoutRoomType, answers: FitoutAnswers, language: 'en' | 'ar'): string {
  const words = ANSWER_TEXT[language];
  return FITOUT_QUESTIONS[type]
    .flatMap((key) => {
      if (key === 'finish' || key === 'safeSize') {
        const value = answers[key];
        const text = value ? (words[key] as Record<string, string>)[value] : undefined;
        return text ? [text] : [];
      }
      const count = answers[key];
      return count === undefined ? [] : [words[key](count)];
    })
    .join(language === 'ar' ? '، ' : ', ');
}
