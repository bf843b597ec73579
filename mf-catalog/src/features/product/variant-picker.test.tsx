/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from '@ogulf/web-kit';
import { ok, stubFetch } from '@ogulf/web-kit/testing';
import { testOption, testProduct } from '../../test/products';
import { renderCatalog } from '../../test/render-catalog';
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

const DESK = testProduct({
  name: 'Executive Desk',
  nameAr: 'مكتب تنفيذي',
  category: ref,
  price: 1200,
  image: '/images/desk.svg',
  images: ['/images/desk.svg'],
  options: [
    testOption('finish', ['Finish', 'التشطيب'], 'finish', [
      ['oak', 'Oak', 'بلوط', '#c8a165'],
      ['walnut', 'Walnut', 'جوز', '#5b3a29'],
    ]),
    testOption('size', ['Size', 'المقاس'], 'size', [
      ['160-cm', '160 cm', '160 سم', ''],
      ['180-cm', '180 cm', '180 سم', ''],
    ]),
  ],
  variants: [
    variant('DESK-OAK-160', 'oak', '160-cm', 1200, 10),
    variant('DESK-OAK-180', 'oak', '180-cm', 1400, 3),
    variant('DESK-WAL-160', 'walnut', '160-cm', 1300, 0),
    variant('DESK-WAL-180', 'walnut', '180-cm', 1500, 8, '/images/desk-walnut.svg'),
  ],
});

let server: ReturnType<typeof stubFetch>;
beforeEach(() => {
  server = stubFetch(() => ok({ items: [], total: 0, page: 1, limit: 9, pages: 0 }));
});
afterEach(() => server.restore());

function renderDesk(search = '', lang: Language = 'en') {
  window.history.replaceState(null, '', `/product/executive-desk${search}`);
  return renderCatalog(<ProductView product={DESK} />, lang);
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
