import { initials } from './testimonials';

describe('initials', () => {
  it('takes the first letters of the first two words, leaving out titles', () => {
    expect(initials('Mohammed Al-Kuwari')).toBe('MA');
    expect(initials('Dr. Fatima Al-Sulaiti')).toBe('FA');
    expect(initials('sarah')).toBe('S');
  });

  it('takes a single letter of an Arabic name, whose letters would join into a word', () => {
    expect(initials('محمد الكواري')).toBe('م');
    expect(initials('د. فاطمة السليطي')).toBe('ف');
  });

  it('is empty for an empty name', () => {
    expect(initials('   ')).toBe('');
  });
});
