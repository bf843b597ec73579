import { SLUG_PATTERN } from '@ogulf/contracts';
import { ART_KINDS } from './illustrations';
import { CATALOG_SEED, dimensionsOf, FURNITURE_CATEGORIES } from './seed-data';

const { categories, subcategories, products, images } = CATALOG_SEED;
const ARABIC = /[\u0600-\u06FF]/;
/** Sentences of a text in either language: split after . ! ? or the Arabic question mark. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?\u061F])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
/** A sentence compared without its closing stop, spacing or case. */
const bare = (sentence: string) =>
  sentence
    .replace(/[.!?\u061F]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
const ownParagraph = (description: string) => description.split('\n\n')[0]!;
const LANGUAGES = [
  { lang: 'en', short: 'shortDescription', long: 'description' },
  { lang: 'ar', short: 'shortDescriptionAr', long: 'descriptionAr' },
] as const;
const count = (test: (product: (typeof products)[number]) => boolean) => products.filter(test).length;

describe('the built-in catalogue', () => {
  it('has at least 8 categories, 24 subcategories (about 3 each) and 120 products (13 to 17 each)', () => {
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(subcategories.length).toBeGreaterThanOrEqual(24);
    expect(products.length).toBeGreaterThanOrEqual(120);
    for (const category of categories) {
      const own = subcategories.filter((subcategory) => subcategory.categorySlug === category.slug);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(4);
      const inCategory = count((product) => product.categorySlug === category.slug);
      expect(inCategory).toBeGreaterThanOrEqual(13);
      expect(inCategory).toBeLessThanOrEqual(17);
    }
  });

  it('gives every category, subcategory and product a unique, well-formed slug', () => {
    for (const list of [categories, subcategories, products]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
    }
  });

  it('writes every name and description in English and Arabic', () => {
    for (const item of [...categories, ...subcategories]) {
      expect(item.name).not.toMatch(ARABIC);
      expect(item.nameAr).toMatch(ARABIC);
      expect(item.description.length).toBeGreaterThan(20);
      expect(item.descriptionAr).toMatch(ARABIC);
    }
    for (const product of products) {
      expect(product.nameAr).toMatch(ARABIC);
      expect(product.shortDescription.length).toBeGreaterThan(40);
      expect(product.shortDescriptionAr).toMatch(ARABIC);
      // The product's own paragraph, then its category's delivery and warranty paragraph.
      expect(product.description.split('\n\n')).toHaveLength(2);
      expect(product.descriptionAr.split('\n\n')).toHaveLength(2);
      expect(product.descriptionAr).toMatch(ARABIC);
    }
  });

  it('gives every product 3 to 6 specification lines, each in both languages', () => {
    for (const product of products) {
      expect(product.specifications.length).toBeGreaterThanOrEqual(3);
      expect(product.specifications.length).toBeLessThanOrEqual(6);
      for (const line of product.specifications) {
        expect(line.label).not.toBe('');
        expect(line.value).not.toBe('');
        expect(line.labelAr).toMatch(ARABIC);
        expect(line.valueAr).not.toBe('');
      }
      const labels = product.specifications.map((line) => line.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('prices about a tenth of the products on quotation, and the rest in whole QAR within sensible bounds', () => {
    const quoted = products.filter((product) => product.price === null);
    expect(quoted.length / products.length).toBeGreaterThanOrEqual(0.07);
    expect(quoted.length / products.length).toBeLessThanOrEqual(0.13);
    for (const product of products) {
      expect(product.contactForQuote).toBe(product.price === null);
      if (product.price !== null) {
        expect(Number.isInteger(product.price)).toBe(true);
        expect(product.price).toBeGreaterThanOrEqual(5);
        expect(product.price).toBeLessThanOrEqual(20_000);
      }
    }
    const prices = (slug: string) =>
      products
        .filter(
          (product) => (product.categorySlug === slug || product.subcategorySlug === slug) && product.price !== null,
        )
        .map((product) => product.price as number);
    const range = (slug: string) => [Math.min(...prices(slug)), Math.max(...prices(slug))];
    expect(range('stationery-office-supplies')[1]).toBeLessThanOrEqual(250);
    const [laptopMin, laptopMax] = range('laptops');
    expect(laptopMin).toBeGreaterThanOrEqual(2400);
    expect(laptopMax).toBeLessThanOrEqual(7800);
    const [chairMin, chairMax] = range('ergonomic-task-chairs');
    expect(chairMin).toBeGreaterThanOrEqual(350);
    expect(chairMax).toBeLessThanOrEqual(2800);
    const [deskMin, deskMax] = range('executive-desks');
    expect(deskMin).toBeGreaterThanOrEqual(1800);
    expect(deskMax).toBeLessThanOrEqual(9500);
  });

  it('mixes about a dozen featured, fifteen new and fifteen best-selling products, mostly in stock', () => {
    expect(count((product) => product.isFeatured)).toBeGreaterThanOrEqual(10);
    expect(count((product) => product.isFeatured)).toBeLessThanOrEqual(15);
    expect(count((product) => product.isNewArrival)).toBeGreaterThanOrEqual(12);
    expect(count((product) => product.isNewArrival)).toBeLessThanOrEqual(18);
    expect(count((product) => product.isBestSeller)).toBeGreaterThanOrEqual(12);
    expect(count((product) => product.isBestSeller)).toBeLessThanOrEqual(18);
    expect(count((product) => product.availability === 'in-stock') / products.length).toBeGreaterThanOrEqual(0.9);
    expect(count((product) => product.availability !== 'in-stock')).toBeGreaterThan(0);
  });

  it('dates the new arrivals after every other product', () => {
    const newest = Math.max(...products.filter((product) => !product.isNewArrival).map((product) => -product.ageHours));
    expect(products.filter((product) => product.isNewArrival).every((product) => -product.ageHours > newest)).toBe(
      true,
    );
  });

  it('draws a picture for every category, subcategory, product and colour or finish a product is sold in', () => {
    const files = new Set(images.map((image) => image.file));
    expect(files.size).toBe(images.length);
    for (const item of [...categories, ...subcategories])
      expect(files.has(item.image.replace('/assets/images/shop/', ''))).toBe(true);
    for (const product of products) {
      expect(product.images[0]).toBe(`/assets/images/shop/${product.categorySlug}/${product.slug}.webp`);
      for (const image of product.images) expect(files.has(image.replace('/assets/images/shop/', ''))).toBe(true);
      for (const variant of product.variants ?? [])
        expect(files.has(variant.image.replace('/assets/images/shop/', ''))).toBe(true);
    }
    expect(files.size).toBe(
      categories.length + subcategories.length + products.reduce((sum, product) => sum + product.images.length, 0),
    );
    for (const image of images) {
      const kinds = image.type === 'banner' ? image.art.kinds : [image.art.kind];
      for (const kind of kinds) expect(ART_KINDS).toContain(kind);
    }
  });

  it('gives every product a detail view, and every piece of furniture with measures a dimensioned drawing of them', () => {
    for (const product of products) {
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images).toContain(`/assets/images/shop/${product.categorySlug}/${product.slug}--detail.webp`);
      // The pictures it had before come first, in the same order, so a stored copy can be recognised.
      expect(product.images.slice(0, product.previousImages.length)).toEqual(product.previousImages);
      const drawing = images.find((image) => image.file === `${product.categorySlug}/${product.slug}--dimensions.webp`);
      const furniture = FURNITURE_CATEGORIES.has(product.categorySlug);
      if (furniture && !product.contactForQuote) expect(drawing).toBeDefined();
      if (!furniture) expect(drawing).toBeUndefined();
      if (drawing?.type === 'dimensions') {
        const line = product.specifications.find((item) => item.label.startsWith('Dimensions'))!;
        expect(line.value).toContain(drawing.dimensions.depth);
        expect(line.value).toContain(drawing.dimensions.height);
      }
    }
  });

  it('reads width, depth and height from the specifications', () => {
    const spec = (label: string, value: string) => ({ label, labelAr: '', value, valueAr: '' });
    expect(dimensionsOf([spec('Dimensions (W × D × H)', '200 × 180 × 76 cm')])).toEqual({
      width: '200',
      depth: '180',
      height: '76',
    });
    expect(dimensionsOf([spec('Dimensions (D × H)', '60 × 75 cm'), spec('Widths', '100 cm, 120 cm, 140 cm')])).toEqual({
      width: '100–140',
      depth: '60',
      height: '75',
    });
    expect(dimensionsOf([spec('Seat height', '42–52 cm')])).toBeUndefined();
  });

  it('sells chairs in colours, desks in sizes and finishes and safes in capacities, each variant with its own SKU, price, stock and picture', () => {
    const sold = products.filter((product) => (product.variants ?? []).length > 0);
    const byKinds = (kinds: string) =>
      sold.filter((product) => (product.options ?? []).map((option) => option.kind).join('+') === kinds);
    expect(
      byKinds('color').every(
        (product) => product.subcategorySlug.includes('chairs') || product.subcategorySlug.includes('seating'),
      ),
    ).toBe(true);
    expect(byKinds('color').length).toBeGreaterThanOrEqual(3);
    expect(byKinds('size+finish').length).toBeGreaterThanOrEqual(1);
    expect(byKinds('capacity').length).toBeGreaterThanOrEqual(1);
    const skus = sold.flatMap((product) => (product.variants ?? []).map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of sold) {
      const variants = product.variants ?? [];
      const options = product.options ?? [];
      // The product's own price is the lowest it is sold at.
      expect(product.price).toBe(Math.min(...variants.map((variant) => variant.price ?? Infinity)));
      for (const option of options) {
        expect(option.nameAr).toMatch(ARABIC);
        for (const value of option.values) expect(value.nameAr).not.toBe('');
      }
      for (const variant of variants) {
        expect(variant.sku).toMatch(/^[A-Z0-9][A-Z0-9-]{1,39}$/);
        expect(Object.keys(variant.options).sort()).toEqual(options.map((option) => option.key).sort());
        for (const option of options)
          expect(option.values.map((value) => value.key)).toContain(variant.options[option.key]);
        expect(variant.stock).not.toBeNull();
      }
      // Different colours or finishes have different pictures; sizes and capacities share one.
      const painted = options.filter((option) => option.kind === 'color' || option.kind === 'finish');
      const looks = new Set(variants.map((variant) => painted.map((option) => variant.options[option.key]).join('/')));
      expect(new Set(variants.map((variant) => variant.image)).size).toBe(looks.size);
    }
    // Some combinations are not offered, and some variants are sold out.
    expect(
      sold.some(
        (product) =>
          (product.variants ?? []).length < (product.options ?? []).reduce((n, option) => n * option.values.length, 1),
      ),
    ).toBe(true);
    expect(sold.some((product) => (product.variants ?? []).some((variant) => variant.stock === 0))).toBe(true);
  });

  describe('product descriptions', () => {
    it.each(LANGUAGES)(
      'in $lang, never repeat the summary: no sentence of the short description is in the long one',
      ({ short, long }) => {
        for (const product of products) {
          const summary = sentences(product[short]);
          expect(summary).toHaveLength(1);
          const description = product[long];
          expect(description.startsWith(product[short])).toBe(false);
          expect(bare(sentences(description)[0]!)).not.toBe(bare(summary[0]!));
          const flat = bare(description.replace(/\n\n/g, ' '));
          for (const sentence of summary) expect(flat).not.toContain(bare(sentence));
        }
      },
    );

    it.each(LANGUAGES)(
      'in $lang, give every product a text of its own, two to four sentences long, with openings that vary',
      ({ long }) => {
        const own = products.map((product) => ownParagraph(product[long]));
        expect(new Set(products.map((product) => product[long])).size).toBe(products.length);
        expect(new Set(own).size).toBe(products.length);
        for (const text of own) {
          expect(sentences(text).length).toBeGreaterThanOrEqual(2);
          expect(sentences(text).length).toBeLessThanOrEqual(4);
        }
        // No sentence is shared by two products, and no two-word opening by more than three.
        const all = own.flatMap((text) => sentences(text).map(bare));
        expect(new Set(all).size).toBe(all.length);
        const openings = new Map<string, number>();
        for (const text of own) {
          const opening = text.split(/\s+/).slice(0, 2).join(' ');
          openings.set(opening, (openings.get(opening) ?? 0) + 1);
        }
        expect(Math.max(...openings.values())).toBeLessThanOrEqual(3);
      },
    );

    it('writes the Arabic texts in Arabic, with Latin letters only for names and codes (never four Latin words in a row)', () => {
      const latinRun = /(?:^|\s)[A-Za-z][\w.+-]*(?:\s+[A-Za-z0-9][\w.+-]*){3,}/;
      for (const product of products)
        for (const text of [product.shortDescriptionAr, product.descriptionAr]) {
          expect(text).toMatch(ARABIC);
          expect(text).not.toMatch(latinRun);
          // Mostly Arabic: at least twice as many Arabic letters as Latin ones.
          const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
          const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
          expect(arabic).toBeGreaterThan(latin * 2);
        }
    });
  });
});
