import { testimonialValues, validateTestimonial } from './testimonial-form';

const filled = () => ({
  ...testimonialValues(),
  name: 'Fatima Al-Kuwari',
  text: 'Fast delivery and tidy assembly.',
  textAr: 'توصيل سريع وتركيب مرتب.',
});

describe('validateTestimonial', () => {
  it('needs a name and the words in both languages', () => {
    expect(validateTestimonial(testimonialValues())).toEqual({
      ok: false,
      errors: { name: { key: 'required' }, text: { key: 'required' }, textAr: { key: 'required' } },
    });
  });

  it('takes a whole rating from 1 to 5 stars', () => {
    expect(validateTestimonial({ ...filled(), rating: '0' })).toEqual({
      ok: false,
      errors: { rating: { key: 'min', limit: 1 } },
    });
    expect(validateTestimonial({ ...filled(), rating: '6' })).toEqual({
      ok: false,
      errors: { rating: { key: 'max', limit: 5 } },
    });
    expect(validateTestimonial({ ...filled(), rating: '4.5' })).toEqual({
      ok: false,
      errors: { rating: { key: 'integer' } },
    });
    expect(validateTestimonial({ ...filled(), rating: '4' })).toMatchObject({
      ok: true,
      body: { rating: 4, order: 0, active: true },
    });
  });

  it('sends the optional Arabic name and company as empty texts when left blank', () => {
    expect(validateTestimonial(filled())).toMatchObject({ ok: true, body: { nameAr: '', company: '', companyAr: '' } });
  });
});
