import { catalogSlug, isSlug, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it('lowercases the title and turns spaces into hyphens', () => {
    expect(slugify('Best Standing Desks for Doha Offices')).toBe('best-standing-desks-for-doha-offices');
  });

  it('removes punctuation without leaving a gap', () => {
    expect(slugify("How to Keep Office Furniture Looking New in Qatar's Climate")).toBe(
      'how-to-keep-office-furniture-looking-new-in-qatars-climate',
    );
    expect(slugify('Qatar’s Offices: Tables, Chairs & More!')).toBe('qatars-offices-tables-chairs-more');
    expect(slugify('Filing Cabinets vs. Mobile Pedestals: Which Suits Your Team?')).toBe(
      'filing-cabinets-vs-mobile-pedestals-which-suits-your-team',
    );
    expect(slugify('(New) "Quiet" Pods / Booths')).toBe('new-quiet-pods-booths');
  });

  it('treats hyphens inside words as punctuation, as the spec rule says', () => {
    expect(slugify('Planning a Modern Office Fit-Out in Doha: A Step-by-Step Guide')).toBe(
      'planning-a-modern-office-fitout-in-doha-a-stepbystep-guide',
    );
  });

  it('collapses runs of whitespace and drops standalone punctuation', () => {
    expect(slugify('  Desks   for\tSmall \n Offices  ')).toBe('desks-for-small-offices');
    expect(slugify('Doha – A Guide - 2025')).toBe('doha-a-guide-2025');
    expect(slugify('& Storage &')).toBe('storage');
  });

  it('keeps Arabic letters and digits and drops Arabic punctuation and diacritics', () => {
    expect(slugify('كيف تختار كرسي المكتب المناسب؟')).toBe('كيف-تختار-كرسي-المكتب-المناسب');
    expect(slugify('أثاث المكاتب، الدوحة ٢٠٢٥')).toBe('أثاث-المكاتب-الدوحة-٢٠٢٥');
    expect(slugify('مَكْتَب')).toBe('مكتب');
    expect(slugify('مكـــتب')).toBe('مكتب');
    expect(slugify('Office أثاث 2025')).toBe('office-أثاث-2025');
  });

  it('folds accented Latin letters to their base letter', () => {
    expect(slugify('Café Seating Ideas')).toBe('cafe-seating-ideas');
  });

  it('gives an empty slug for a title with no letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' !?… ')).toBe('');
  });

  it('always produces a slug the article route accepts', () => {
    for (const title of ['A  B', "Qatar's", 'مرحباً بكم', 'x -- y', 'Ünïcödé & Ωmega 42']) {
      expect(isSlug(slugify(title))).toBe(true);
    }
  });
});

describe('isSlug', () => {
  it('accepts lowercase words joined by single hyphens, Arabic included', () => {
    expect(isSlug('office-chairs-2025')).toBe(true);
    expect(isSlug('كرسي-مكتب')).toBe(true);
  });

  it('rejects uppercase, underscores, punctuation, stray hyphens and overlong slugs', () => {
    for (const bad of ['Bad_Slug!', '-lead', 'trail-', 'double--hyphen', '../etc', '', 'a b', 'a'.repeat(201)]) {
      expect(isSlug(bad)).toBe(false);
    }
    expect(isSlug('a'.repeat(200))).toBe(true);
  });
});

describe('catalogSlug', () => {
  it.each([
    ['Office Furniture', 'office-furniture'],
    ['Office Chairs & Seating', 'office-chairs-seating'],
    ['L-Shaped Manager Desk 160 cm', 'l-shaped-manager-desk-160-cm'],
    ["Mahogany Director's Desk 220 cm", 'mahogany-directors-desk-220-cm'],
    ['15.6-inch Everyday Laptop', '15-6-inch-everyday-laptop'],
    ['2×2 LED Video Wall', '2x2-led-video-wall'],
    ['Colour Toner Value Pack (CMY)', 'colour-toner-value-pack-cmy'],
    ['  Café  Table — Oak ', 'cafe-table-oak'],
    ['كرسي مكتب', 'كرسي-مكتب'],
  ])('turns %j into %j', (name, slug) => {
    expect(catalogSlug(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('one catalogue slug rule on both sides', () => {
  it('makes the server\'s slug of a name with a hyphen ("L-Shaped Desk" -> l-shaped-desk)', () => {
    expect(catalogSlug('L-Shaped Desk')).toBe('l-shaped-desk');
  });
});
