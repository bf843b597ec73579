/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace, ApiQueryProvider, setLanguage, type Language } from '@ogulf/web-kit';
import { ok, stubFetch } from '@ogulf/web-kit/testing';
import en from '../../i18n/en.json';
import ar from '../../i18n/ar.json';
import '../../i18n/browse-texts';
import type { Product } from '../../data/types';
import { ProductView } from './product-view';

const ref = { id: 'c1', slug: 'desks', name: 'Desks', nameAr: 'مكاتب' };
const variant = (sku: string, finish: string, size: string, price: number, stock: number, image = '') => ({
  sku,
  options: { finish, size },
  price,
  stock,
  image,
  availability: stock === 0 ? ('out-of-stock' as const) : ('in-stock' as const),
});

const DESK: Product = {
  id: 'a'.repeat(24),
  name: 'Executive Desk',
  nameAr: 'مكتب تنفيذي',
  slug: 'executive-desk',
  shortDescription: '',
  shortDescriptionAr: '',
  description: '',
  descriptionAr: '',
  category: ref,
  subcategory: null,
  price: 1200,
  contactForQuote: false,
  isFeatured: false,
  isNewArrival: false,
  isBestSeller: false,
  image: '/images/desk.svg',
  images: ['/images/desk.svg'],
  specifications: [],
  availability: 'in-stock',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sku: '',
  stock: null,
  options: [
    {
      key: 'finish',
      name: 'Finish',
      nameAr: 'التشطيب',
      kind: 'finish',
      values: [
        { key: 'oak', name: 'Oak', nameAr: 'بلوط', swatch: '#c8a165' },
        { key: 'walnut', name: 'Walnut', nameAr: 'جوز', swatch: '#5b3a29' },
      ],
    },
    {
      key: 'size',
      name: 'Size',
      nameAr: 'المقاس',
      kind: 'size',
      values: [
        { key: '160-cm', name: '160 cm', nameAr: '160 سم', swatch: '' },
        { key: '180-cm', name: '180 cm', nameAr: '180 سم', swatch: '' },
      ],
    },
  ],
  variants: [
    variant('DESK-OAK-160', 'oak', '160-cm', 1200, 10),
    variant('DESK-OAK-180', 'oak', '180-cm', 1400, 3),
    variant('DESK-WAL-160', 'walnut', '160-cm', 1300, 0),
    variant('DESK-WAL-180', 'walnut', '180-cm', 1500, 8, '/images/desk-walnut.svg'),
  ],
  priceFrom: 1200,
};

let server: ReturnType<typeof stubFetch>;
beforeEach(() => {
  server = stubFetch(() => ok({ items: [], total: 0, page: 1, limit: 9, pages: 0 }));
});
afterEach(() => server.restore());

async function renderDesk(search = '', lang: Language = 'en') {
  window.history.replaceState(null, '', `/product/executive-desk${search}`);
  addNamespace('catalog', { en, ar });
  await setLanguage(lang);
  return render(
    <ApiQueryProvider>
      <ProductView product={DESK} />
    </ApiQueryProvider>,
  );
}

const price = () => screen.getByTestId('product-price').textContent ?? '';
const availability = () => screen.getByTestId('product-availability').textContent ?? '';
const mainPicture = () => screen.getByTestId('product-gallery').querySelector('img')?.getAttribute('src') ?? '';

describe('variant picker', () => {
  it('starts on the first variant and moves price, availability, picture and the address with the choice', async () => {
    const user = userEvent.setup();
    await renderDesk();
    const finish = screen.getByRole('radiogroup', { name: /Finish/ });
    const size = screen.getByRole('radiogroup', { name: /Size/ });
    expect(within(finish).getByRole('radio', { name: /Oak/ }).getAttribute('aria-checked')).toBe('true');
    expect(within(size).getByRole('radio', { name: '160 cm' }).getAttribute('aria-checked')).toBe('true');
    expect(price()).toMatch(/1,200/);
    expect(availability()).toBe('In stock');

    await user.click(within(size).getByRole('radio', { name: '180 cm' }));
    expect(price()).toMatch(/1,400/);
    expect(availability()).toBe('Only 3 left');
    expect(window.location.search).toBe('?variant=DESK-OAK-180');

    await user.click(within(finish).getByRole('radio', { name: /Walnut/ }));
    expect(price()).toMatch(/1,500/);
    expect(mainPicture()).toContain('desk-walnut');
    expect(window.location.search).toBe('?variant=DESK-WAL-180');
  });

  it('opens the variant a link names, and marks a combination that cannot be bought while still announcing it', async () => {
    const user = userEvent.setup();
    await renderDesk('?variant=DESK-WAL-180');
    expect(price()).toMatch(/1,500/);
    const size = screen.getByRole('radiogroup', { name: /Size/ });
    // The accessible name carries the mark, so the struck-through value is still announced as such.
    const small = within(size).getByRole('radio', { name: '160 cm (not available)' });
    expect(small.classList.contains('is-unavailable')).toBe(true);

    await user.click(small);
    expect(availability()).toBe('Out of stock');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(window.location.search).toBe('?variant=DESK-WAL-160');
  });

  it('moves through a group with the arrow keys, mirrored in Arabic', async () => {
    const user = userEvent.setup();
    await renderDesk();
    const size = screen.getByRole('radiogroup', { name: /Size/ });
    within(size).getByRole('radio', { name: '160 cm' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(size).getByRole('radio', { name: '180 cm' }));
    expect(window.location.search).toBe('?variant=DESK-OAK-180');
    await user.keyboard('{ArrowLeft}');
    expect(within(size).getByRole('radio', { name: '160 cm' }).getAttribute('aria-checked')).toBe('true');

    document.documentElement.dir = 'rtl';
    try {
      await user.keyboard('{ArrowLeft}');
      expect(within(size).getByRole('radio', { name: '180 cm' }).getAttribute('aria-checked')).toBe('true');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('names options and values in Arabic', async () => {
    await renderDesk('', 'ar');
    screen.getByRole('radiogroup', { name: /التشطيب/ });
    expect(screen.getByRole('radio', { name: /بلوط/ }).getAttribute('aria-checked')).toBe('true');
    await act(() => setLanguage('en'));
  });
});
