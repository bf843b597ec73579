/** @jest-environment jsdom */
import { addNamespace, initI18n, setLanguage } from './i18n';

const t = (key: string) => initI18n().t(key);

beforeEach(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await setLanguage('en');
});
afterEach(() => jest.restoreAllMocks());

test('Arabic texts given as a loader are fetched only when the interface turns Arabic, once', async () => {
  const loadArabic = jest.fn(async () => ({ hello: 'مرحبا' }));
  await addNamespace('lazy-once', { en: { hello: 'Hello' }, ar: loadArabic });
  expect(loadArabic).not.toHaveBeenCalled();
  expect(t('lazy-once:hello')).toBe('Hello');

  await setLanguage('ar');
  expect(t('lazy-once:hello')).toBe('مرحبا');
  expect(document.documentElement.dir).toBe('rtl');

  await setLanguage('en');
  await setLanguage('ar');
  expect(loadArabic).toHaveBeenCalledTimes(1);
});

test('a namespace added while the interface is Arabic settles once its Arabic texts are in', async () => {
  await setLanguage('ar');
  await addNamespace('lazy-now', { en: { hello: 'Hello' }, ar: async () => ({ hello: 'أهلا' }) });
  expect(t('lazy-now:hello')).toBe('أهلا');
});

test('Arabic texts that fail to load leave the English showing and are tried again at the next switch', async () => {
  const loadArabic = jest
    .fn<Promise<Record<string, unknown>>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ hello: 'مرحبا' });
  await addNamespace('lazy-retry', { en: { hello: 'Hello' }, ar: loadArabic });

  await setLanguage('ar');
  expect(initI18n().language).toBe('ar');
  expect(t('lazy-retry:hello')).toBe('Hello');

  await setLanguage('en');
  await setLanguage('ar');
  expect(t('lazy-retry:hello')).toBe('مرحبا');
  expect(loadArabic).toHaveBeenCalledTimes(2);
});

test('texts given whole are there in both languages at once', async () => {
  await addNamespace('eager', { en: { hello: 'Hello' }, ar: { hello: 'مرحبا' } });
  await setLanguage('ar');
  expect(t('eager:hello')).toBe('مرحبا');
});
