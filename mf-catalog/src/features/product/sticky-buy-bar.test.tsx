/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader, type CartModule } from '@ogulf/web-kit';
import type { Product } from '../../data/types';
import { testProduct } from '../../test/products';
import { renderCatalog } from '../../test/render-catalog';
import { ProductPurchase } from './product-purchase';

const CHAIR = testProduct({
  id: 'b'.repeat(24),
  name: 'Mesh Chair',
  nameAr: 'كرسي شبكي',
  category: { id: 'c1', slug: 'chairs', name: 'Chairs', nameAr: 'كراسي' },
  price: 950,
  image: '/images/chair.webp',
  images: ['/images/chair.webp'],
});
/** The variant the shopper has chosen. */
const RED = { sku: 'CH-RED', price: 990, availability: 'in-stock', image: '', name: 'Red', nameAr: 'أحمر' } as const;

/** One IntersectionObserver the test drives: where the main button is. */
let report: (entry: Partial<IntersectionObserverEntry>) => void = () => undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (entry) => act(() => callback([entry as IntersectionObserverEntry], this as never));
  }
  observe() {}
  disconnect() {}
}
// The observed area reaches far below the screen: only a button scrolled up past the header is outside it.
const scrolledAway = () => report({ isIntersecting: false });
const belowTheFold = () => report({ isIntersecting: true });
const onScreen = () => report({ isIntersecting: true });

const added: Array<[unknown, number | undefined]> = [];
beforeAll(() => {
  Object.assign(window, { IntersectionObserver: FakeObserver });
  const cart: CartModule = { addToCart: (product, quantity) => added.push([product, quantity]) };
  provideRemoteLoader((() => Promise.resolve(cart)) as never);
});

const renderChair = (product: Product = CHAIR, variant?: Parameters<typeof ProductPurchase>[0]['variant']) =>
  renderCatalog(<ProductPurchase product={product} variant={variant} />);

describe('sticky Add to Cart bar', () => {
  it('shows only once the main button has scrolled up out of view, with the name, price and chosen variant', async () => {
    await renderChair(CHAIR, RED);
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();
    belowTheFold();
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();
    scrolledAway();
    const bar = screen.getByRole('region', { name: 'Quick purchase' });
    expect(bar.textContent).toContain('Mesh Chair');
    expect(screen.getByTestId('sticky-variant').textContent).toBe('Red');
    expect(screen.getByTestId('sticky-price').textContent).toMatch(/990/);
    onScreen();
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();
  });

  it('adds the quantity and variant the main button would, and keeps focus on the pressed button', async () => {
    const user = userEvent.setup();
    added.length = 0;
    await renderChair(CHAIR, RED);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    scrolledAway();
    const sticky = screen.getByTestId('sticky-add-to-cart');
    sticky.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Add to Cart', { selector: '[data-testid="sticky-add-to-cart"]' });
    expect(added).toEqual([[expect.objectContaining({ id: CHAIR.id, variantSku: 'CH-RED', price: 990 }), 2]]);
    expect(document.activeElement).toBe(sticky);
  });

  it('offers Request a Quote and "Contact for Quote" for a product sold on quotation', async () => {
    await renderChair({ ...CHAIR, price: null, contactForQuote: true });
    scrolledAway();
    expect(screen.getByTestId('sticky-price').textContent).toBe('Contact for Quote');
    expect(screen.queryByTestId('sticky-add-to-cart')).toBeNull();
    expect(screen.getByTestId('sticky-request-quote').getAttribute('href')).toBe('/contact?quote=mesh-chair&qty=1');
  });
});
