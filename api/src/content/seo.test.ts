import { seoDescription, seoKeywords, seoTitle } from './seo';

/** A string of exactly `length` characters made of words. */
function words(length: number, word = 'desk'): string {
  let text = word;
  while (text.length < length) text += ` ${word}`;
  return text.slice(0, length).replace(/ $/, 'x');
}

describe('seoTitle', () => {
  it('keeps a title of exactly 60 characters', () => {
    const title = words(60);
    expect(title).toHaveLength(60);
    expect(seoTitle(title, 'Short')).toBe(title);
  });

  it('uses the shorter form for a title of 61 characters', () => {
    expect(seoTitle(words(61), 'Standing Desks in Doha')).toBe('Standing Desks in Doha');
  });

  it('truncates at a word boundary to at most 45 characters with an ellipsis when there is no usable short form', () => {
    const title = 'Business Laptops and Desktops: A Buyer’s Guide for Qatar Companies and Schools';
    for (const result of [seoTitle(title), seoTitle(title, words(61)), seoTitle(title, '   ')]) {
      expect(result).toBe('Business Laptops and Desktops: A Buyer’s…');
      expect(result.length).toBeLessThanOrEqual(45);
    }
  });

  it('drops punctuation left before the ellipsis', () => {
    const result = seoTitle('Office Furniture Budgets for Small Companies: Planning Ahead in Qatar Today');
    expect(result).toBe('Office Furniture Budgets for Small Companies…');
    expect(result).toHaveLength(45);
  });

  it('cuts mid-word only when the first word alone is too long', () => {
    const result = seoTitle('x'.repeat(70));
    expect(result).toBe(`${'x'.repeat(44)}…`);
  });

  it('handles Arabic titles by the same rules', () => {
    const arabic = 'كيف تختار كرسي المكتب المناسب لساعات العمل الطويلة في قطر وفي مكاتب الدوحة الحديثة';
    expect(arabic.length).toBeGreaterThan(60);
    const result = seoTitle(arabic);
    expect(result.length).toBeLessThanOrEqual(45);
    expect(result).toBe('كيف تختار كرسي المكتب المناسب لساعات العمل…');
    expect(seoTitle('كرسي المكتب')).toBe('كرسي المكتب');
  });

  it('collapses whitespace and gives an empty title for empty input', () => {
    expect(seoTitle('  Office   Chairs ')).toBe('Office Chairs');
    expect(seoTitle('')).toBe('');
  });
});

describe('seoDescription', () => {
  it('keeps a description of exactly 160 characters', () => {
    const text = words(160);
    expect(seoDescription(text)).toBe(text);
  });

  it('cuts a 161-character description at a sentence boundary and adds three dots', () => {
    const first = 'Choose chairs with adjustable lumbar support.';
    const second = 'Test them in our Salwa Road showroom before you buy.';
    const third = 'Delivery covers all of Qatar except on Fridays, and we assemble on site';
    const text = `${first} ${second} ${third}.`.slice(0, 161);
    expect(text).toHaveLength(161);
    const result = seoDescription(text);
    expect(result).toBe(`${first} ${second.slice(0, -1)}...`);
    expect(result.length).toBeLessThanOrEqual(160);
  });

  it('keeps as many whole sentences as fit in 157 characters', () => {
    const sentence = 'Desks matter.'; // 13 characters; 11 sentences with spaces take 153
    const text = Array.from({ length: 15 }, () => sentence).join(' ');
    const result = seoDescription(text);
    expect(result).toBe(
      `${Array.from({ length: 11 }, () => sentence)
        .join(' ')
        .slice(0, -1)}...`,
    );
    expect(result.length).toBeLessThanOrEqual(160);
  });

  it('cuts a first sentence longer than 157 characters at a word boundary', () => {
    const text = `${words(200)}. Second sentence.`;
    const result = seoDescription(text);
    expect(result.endsWith('...')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.slice(0, -3)).toBe(text.slice(0, result.length - 3));
    expect(result.slice(0, -3)).not.toMatch(/ $/);
  });

  it('does not treat decimals or abbreviations without a following space as sentence ends', () => {
    const text = `A 1.6 m desk suits most rooms. ${words(150)}.`;
    expect(seoDescription(text)).toBe('A 1.6 m desk suits most rooms...');
  });

  it('cuts Arabic text at its sentence ends, the Arabic question mark included', () => {
    const first = 'هل تبحث عن كرسي مريح لساعات العمل الطويلة؟';
    const second = 'نساعدك في صالة العرض على طريق السلوى في اختيار الكرسي المناسب لطبيعة عملك وميزانيتك.';
    const third = 'ونقدم التوصيل إلى جميع مناطق قطر مع التركيب المجاني في الموقع وخدمة ما بعد البيع لسنوات طويلة.';
    const text = `${first} ${second} ${third}`;
    expect(text.length).toBeGreaterThan(160);
    const result = seoDescription(text);
    expect(result).toBe(`${first} ${second.slice(0, -1)}...`);
    expect(result.length).toBeLessThanOrEqual(160);
  });

  it('gives an empty description for empty input', () => {
    expect(seoDescription('')).toBe('');
    expect(seoDescription(' \n ')).toBe('');
  });
});

describe('seoKeywords', () => {
  it('trims, drops empty entries and removes case-insensitive duplicates keeping the first spelling', () => {
    expect(seoKeywords([' Office Chairs ', 'office chairs', 'Doha', 'DOHA', '', '  ', 'ergonomics'])).toEqual([
      'Office Chairs',
      'Doha',
      'ergonomics',
    ]);
  });

  it('keeps at most 20 keywords in their order', () => {
    const list = Array.from({ length: 30 }, (_, i) => `keyword ${i}`);
    expect(seoKeywords(list)).toEqual(list.slice(0, 20));
  });

  it('de-duplicates Arabic keywords and accepts an empty list', () => {
    expect(seoKeywords(['أثاث مكتبي', 'أثاث  مكتبي', 'قطر'])).toEqual(['أثاث مكتبي', 'قطر']);
    expect(seoKeywords([])).toEqual([]);
  });
});
