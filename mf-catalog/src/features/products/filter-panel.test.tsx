/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@ogulf/web-kit';
import { ok, stubFetch } from '@ogulf/web-kit/testing';
import type { Product, ProductFacets } from '../../data/types';
import { testProduct } from '../../test/products';
import { renderCatalog } from '../../test/render-catalog';
import { ProductListing } from './product-listing';

const ref = { id: 'c1', slug: 'office-chairs-seating', name: 'Office Chairs', nameAr: 'كراسي مكتبية' };

function chair(id: string, name: string, colours: string[]): Product {
  return testProduct({
    id: id.repeat(24),
    name,
    category: ref,
    variants: colours.map((colour) => ({
      sku: `${id}-${colour}`.toUpperCase(),
      options: { colour },
      price: 350,
      stock: 10,
      image: '',
      availability: 'in-stock' as const,
    })),
  });
}

const OPERATOR = chair('a', 'Operator Chair', ['black', 'red']);
const VISITOR = chair('b', 'Visitor Chair', ['black', 'teal']);

function facets(red: boolean): ProductFacets {
  return {
    total: red ? 1 : 2,
    options: [
      {
        key: 'colour',
        name: 'Colour',
        nameAr: 'اللون',
        kind: 'color',
        values: [
          { key: 'black', name: 'Black', nameAr: 'أسود', swatch: '#1a1a1a', count: 2 },
          { key: 'green', name: 'Green', nameAr: 'أخضر', swatch: '#2e7d32', count: 0 },
          { key: 'red', name: 'Red', nameAr: 'أحمر', swatch: '#c62828', count: 1 },
        ],
      },
    ],
    availability: [
      { value: 'in-stock', count: red ? 1 : 2 },
      { value: 'out-of-stock', count: 0 },
      { value: 'pre-order', count: 0 },
    ],
    price: { min: 185, max: 720 },
  };
}

let server: ReturnType<typeof stubFetch>;
beforeEach(() => {
  server = stubFetch(({ path }) => {
    const red = new URL(path, 'http://localhost').searchParams.getAll('opt').includes('colour:red');
    if (path.startsWith('/api/products/facets')) return ok(facets(red));
    const items = red ? [OPERATOR] : [OPERATOR, VISITOR];
    return ok({ items, total: items.length, page: 1, limit: 12, pages: 1 });
  });
});
afterEach(() => server.restore());

async function renderListing(search = '', lang: Language = 'en') {
  window.history.replaceState(null, '', `/category/c1${search}`);
  const view = await renderCatalog(<ProductListing basePath="/category/c1" fixed={{ category: 'c1' }} />, lang);
  // The side column (the phone's slide-over holds a second copy of the panel).
  return within(view.container.querySelector<HTMLElement>('.listing__aside')!);
}

const box = (element: HTMLElement) => element as HTMLInputElement;
const count = () => screen.getByTestId('result-count').textContent;
const productRequests = (fragment: string) =>
  server.requests.filter((request) => request.path.startsWith('/api/products?') && request.path.includes(fragment));

describe('the listing filters that follow the data', () => {
  it("offers the colours of the category's products with counts, and choosing Red filters, puts it in the address and updates the count", async () => {
    const user = userEvent.setup();
    const aside = await renderListing();
    const colours = await aside.findByRole('group', { name: 'Colour' });
    await waitFor(() => expect(count()).toBe('2 products'));
    expect(box(within(colours).getByRole('checkbox', { name: /^Black\b.*, 2 products$/ })).checked).toBe(false);
    // A colour nothing in the category comes in cannot be chosen.
    expect(box(within(colours).getByRole('checkbox', { name: /^Green/ })).disabled).toBe(true);
    expect(colours.querySelectorAll('.filter-swatch')).toHaveLength(3);

    await user.click(within(colours).getByRole('checkbox', { name: /^Red\b.*, 1 product$/ }));
    expect(window.location.search).toBe('?opt=colour:red');
    await waitFor(() => expect(count()).toBe('1 product'));
    expect(box(within(colours).getByRole('checkbox', { name: /^Red/ })).checked).toBe(true);
    expect(productRequests('category=c1&opt=colour%3Ared').length).toBeGreaterThan(0);
    expect(screen.getByTestId('product-grid').textContent).not.toContain('Visitor Chair');
    // Counts follow the other filters too.
    expect(
      box(
        within(aside.getByRole('group', { name: 'Availability' })).getByRole('checkbox', {
          name: /^In stock\b.*, 1 product$/,
        }),
      ).disabled,
    ).toBe(false);
  });

  it('chooses an availability, shows the price bounds of what is offered, and resets every filter at once', async () => {
    const user = userEvent.setup();
    const aside = await renderListing('?opt=colour:red');
    const availability = await aside.findByRole('group', { name: 'Availability' });
    await user.click(within(availability).getByRole('checkbox', { name: /^In stock/ }));
    expect(window.location.search).toBe('?opt=colour:red&availability=in-stock');
    expect(aside.getByTestId('price-bounds').textContent).toMatch(/185.*720/);

    await user.click(aside.getByRole('button', { name: 'Reset filters' }));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(count()).toBe('2 products'));
    expect(box(within(availability).getByRole('checkbox', { name: /^In stock/ })).checked).toBe(false);
    expect(aside.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });

  it('names the options and values in Arabic from the product data', async () => {
    const aside = await renderListing('?opt=colour:red', 'ar');
    const colours = await aside.findByRole('group', { name: 'اللون' });
    await waitFor(() => expect(box(within(colours).getByRole('checkbox', { name: /^أحمر/ })).checked).toBe(true));
    expect(box(within(colours).getByRole('checkbox', { name: /^أسود/ })).checked).toBe(false);
    expect(aside.getByRole('group', { name: 'التوفر' })).toBeTruthy();
    expect(aside.getByRole('button', { name: 'إعادة ضبط عوامل التصفية' })).toBeTruthy();
  });
});
