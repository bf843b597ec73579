import { localSlide, slideSrcSet, type HeroSlide } from './get-hero-slides';

const slide: HeroSlide = {
  id: 'a',
  title: 'Chairs week',
  titleAr: 'أسبوع الكراسي',
  subtitle: 'Try them in our showroom',
  buttonText: 'See chairs',
  buttonTextAr: 'شاهد الكراسي',
  link: '/products',
  image: '/assets/images/shop/hero/a.webp',
  imageAlt: 'Chairs',
  imageAltAr: 'كراسٍ',
  order: 1,
};

describe('localSlide', () => {
  it('reads the Arabic texts on Arabic pages and falls back to English where none was written', () => {
    expect(localSlide(slide, 'ar')).toEqual({
      title: 'أسبوع الكراسي',
      subtitle: 'Try them in our showroom',
      alt: 'كراسٍ',
      button: { text: 'شاهد الكراسي', link: '/products', external: false },
    });
  });

  it('shows a button only when the slide has both a text and a link', () => {
    expect(localSlide({ ...slide, link: undefined }, 'en').button).toBeNull();
    expect(localSlide({ ...slide, buttonText: undefined, buttonTextAr: undefined }, 'ar').button).toBeNull();
    expect(localSlide({ ...slide, link: 'https://example.com/x' }, 'en').button).toMatchObject({ external: true });
  });
});

describe('slideSrcSet', () => {
  it('offers two resized variants and the stored 1600 px picture', () => {
    expect(slideSrcSet(slide.image)).toMatch(/\?w=800\S* 800w, \S+\?w=1200\S* 1200w, \S+a\.webp 1600w$/);
  });
});
