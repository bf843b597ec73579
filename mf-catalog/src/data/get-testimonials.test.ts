import { localTestimonial, starCount, type Testimonial } from './get-testimonials';

const item: Testimonial = {
  id: 't1',
  name: 'Noora Al-Mannai',
  nameAr: 'نورة المناعي',
  company: 'Homeowner, Lusail',
  companyAr: 'صاحبة منزل، لوسيل',
  text: 'Good quality for the price.',
  textAr: 'جودة جيدة مقابل السعر.',
  rating: 5,
  order: 1,
};

describe('localTestimonial', () => {
  it('shows the Arabic name, role and words in the Arabic interface, the English ones otherwise', () => {
    expect(localTestimonial(item, 'ar')).toEqual({
      name: 'نورة المناعي',
      company: 'صاحبة منزل، لوسيل',
      text: 'جودة جيدة مقابل السعر.',
    });
    expect(localTestimonial(item, 'en')).toEqual({
      name: 'Noora Al-Mannai',
      company: 'Homeowner, Lusail',
      text: 'Good quality for the price.',
    });
  });

  it('falls back to English where no Arabic was written', () => {
    const { nameAr: _nameAr, ...withoutArabicName } = item;
    const englishOnly = { ...withoutArabicName, companyAr: '  ', textAr: '' };
    expect(localTestimonial(englishOnly, 'ar')).toEqual({
      name: 'Noora Al-Mannai',
      company: 'Homeowner, Lusail',
      text: 'Good quality for the price.',
    });
  });
});

describe('starCount', () => {
  it('shows whole stars between 0 and 5', () => {
    expect(starCount(4)).toBe(4);
    expect(starCount(4.6)).toBe(5);
    expect(starCount(9)).toBe(5);
    expect(starCount(-1)).toBe(0);
    expect(starCount(Number.NaN)).toBe(0);
  });
});
