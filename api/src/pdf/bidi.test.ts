import { baseDirection, leftToRight, visualRuns, type Script } from './bidi';
import { fontDraws } from './fonts';

/** The runs' texts left to right, as a reader's eye meets them, with their font and direction. */
const shown = (line: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto') =>
  visualRuns(line, direction, fontDraws).map(({ text, script, rtl }) => `${text}|${script}|${rtl ? 'rtl' : 'ltr'}`);

describe('visualRuns', () => {
  it('keeps an English line as one left-to-right run', () => {
    expect(shown('Executive desk 180 cm (walnut)')).toEqual(['Executive desk 180 cm (walnut)|latin|ltr']);
  });

  it('gives fontkit an Arabic phrase whole, in the order it is written (fontkit shapes and reverses it)', () => {
    expect(shown('طاولة اجتماعات')).toEqual(['طاولة اجتماعات|arabic|rtl']);
  });

  it('puts the number of an Arabic line at its place, reading from the right, and mirrors the brackets', () => {
    // Written: "desk 180 cm (gold)"; drawn from the left: (gold) cm 180 desk, the brackets turned.
    expect(shown('مكتب 180 سم (ذهبي)')).toEqual([
      '(|latin|rtl',
      'ذهبي|arabic|rtl',
      ')|latin|rtl',
      ' سم |arabic|rtl',
      '180|latin|ltr',
      // A run keeps its written order: "مكتب" then its space, which fontkit draws at the word's left.
      'مكتب |arabic|rtl',
    ]);
  });

  it('keeps an English phrase inside an Arabic line left to right', () => {
    expect(shown('فاتورة INV-261122-7KQ4 رقم')).toEqual([
      ' رقم|arabic|rtl',
      'INV-261122-7KQ4|latin|ltr',
      'فاتورة |arabic|rtl',
    ]);
  });

  it('keeps a phone number in one piece inside an Arabic line when it is isolated, and draws no control character', () => {
    // Without the isolate the groups of digits go right to left: 3456 4412 974+.
    expect(shown('هاتف +974 4412 3456').slice(0, 3)).toEqual(['3456|latin|ltr', ' |arabic|rtl', '4412|latin|ltr']);
    const runs = shown(`هاتف ${leftToRight('+974 4412 3456')}`);
    expect(runs).toEqual(['+974 4412 3456|latin|ltr', 'هاتف |arabic|rtl']);
  });

  it('keeps Arabic-Indic digits left to right (fontkit reverses any Arabic-script run, so they are given to it reversed)', () => {
    expect(shown('فيلا ١٢٣')).toEqual(['٣٢١|arabic|ltr', 'فيلا |arabic|rtl']);
  });

  it('draws each character with a font that has it', () => {
    const fonts = (line: string): Script[] => visualRuns(line, 'auto', fontDraws).map((run) => run.script);
    // The Arabic comma is only in the Arabic font, the Latin letters only in the Latin one.
    expect(fonts('الوعب، الدوحة')).toEqual(['arabic']);
    expect(fonts('Doha، Qatar')).toEqual(['latin', 'arabic', 'latin']);
    // Latin-1 in the Latin font, the rest of Latin in the Latin Extended one.
    expect(fonts('Ayşe Öztürk')).toEqual(['latin', 'latin-ext', 'latin']);
  });
});

describe('baseDirection', () => {
  it("is the direction of the text's first letter", () => {
    expect(baseDirection('فيلا 12، شارع الريان')).toBe('rtl');
    expect(baseDirection('12 Salwa Road')).toBe('ltr');
    expect(baseDirection('Fatima فاطمة')).toBe('ltr');
    expect(baseDirection('123')).toBe('ltr');
  });
});
