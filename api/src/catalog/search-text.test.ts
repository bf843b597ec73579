import { allowsTypo, normalizeSearchText, searchWords, withinOneEdit, wordMeets } from './search-text';

describe('normalizeSearchText', () => {
  it('folds case, Latin accents and spacing', () => {
    expect(normalizeSearchText('  Office   CHAIR ')).toBe('office chair');
    expect(normalizeSearchText('Café Crème')).toBe('cafe creme');
  });

  it('writes the forms of alef as a bare alef', () => {
    expect(normalizeSearchText('أثاث إضاءة آلة ٱلكتاب')).toBe('اثاث اضاءه اله الكتاب');
  });

  it('writes teh marbuta as heh and alef maqsura as yeh', () => {
    expect(normalizeSearchText('طاولة')).toBe(normalizeSearchText('طاوله'));
    expect(normalizeSearchText('كرسى')).toBe('كرسي');
    expect(normalizeSearchText('مستشفى')).toBe(normalizeSearchText('مستشفي'));
  });

  it('drops the harakat, shadda, superscript alef and tatweel', () => {
    expect(normalizeSearchText('كُرْسِيّ')).toBe('كرسي');
    expect(normalizeSearchText('مكتـــب')).toBe('مكتب');
    expect(normalizeSearchText('هٰذا')).toBe('هذا');
  });

  it('reads Arabic-Indic and Persian digits as 0-9', () => {
    expect(normalizeSearchText('طابعة ٣٥ صفحة')).toBe('طابعه 35 صفحه');
    expect(normalizeSearchText('۱۲')).toBe('12');
  });
});

describe('searchWords', () => {
  it('splits on punctuation but keeps decimals', () => {
    expect(searchWords('15.6-inch laptop, 16 gb')).toEqual(['15.6', 'inch', 'laptop', '16', 'gb']);
  });

  it('adds each Arabic word with the article, or a particle and the article, also without it', () => {
    expect(searchWords('الكراسي والمكاتب للمكتب')).toEqual(['الكراسي', 'كراسي', 'والمكاتب', 'مكاتب', 'للمكتب', 'مكتب']);
    // A short word that only begins like the article keeps it ("الم" is no article).
    expect(searchWords('الم')).toEqual(['الم']);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['chair', 'chair'],
    ['chiar', 'chair'],
    ['chai', 'chair'],
    ['chairs', 'chair'],
    ['cheir', 'chair'],
    ['كرصي', 'كرسي'],
  ])('%s is within one edit of %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ['chirs', 'chair'],
    ['cahirs', 'chair'],
    ['desk', 'disc'],
    ['abc', 'abcde'],
  ])('%s is more than one edit from %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});

describe('wordMeets', () => {
  it('tells an exact word from its beginning and from a typo', () => {
    expect(wordMeets('chair', 'chair', true)).toBe('exact');
    expect(wordMeets('chai', 'chairs', true)).toBe('prefix');
    expect(wordMeets('chiar', 'chairs', true)).toBe('fuzzy');
    expect(wordMeets('chiar', 'chairs', false)).toBeUndefined();
    expect(wordMeets('chiar', 'table', true)).toBeUndefined();
  });
});

describe('allowsTypo', () => {
  it('allows one in Latin words of 5 letters, Arabic ones of 4, and never with digits', () => {
    expect(allowsTypo('desk')).toBe(false);
    expect(allowsTypo('chiar')).toBe(true);
    expect(allowsTypo('كرصي')).toBe(true);
    expect(allowsTypo('مكت')).toBe(false);
    expect(allowsTypo('a3400')).toBe(false);
  });
});
