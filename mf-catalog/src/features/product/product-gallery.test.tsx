/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace, setLanguage, type Language } from '@ogulf/web-kit';
import en from '../../i18n/en.json';
import ar from '../../i18n/ar.json';
import '../../i18n/browse-texts';
import { ProductGallery } from './product-gallery';

const PICTURES = [
  '/assets/images/shop/office-furniture/desk.webp',
  '/assets/images/shop/office-furniture/desk--detail.webp',
  '/assets/images/shop/office-furniture/desk--dimensions.webp',
];

// jsdom has no modal dialogs: open is what the view needs.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

async function renderGallery(lang: Language = 'en') {
  addNamespace('catalog', { en, ar });
  await setLanguage(lang);
  return render(<ProductGallery images={PICTURES} name="Oak Desk" dimensions="180 × 85 × 75 cm" />);
}

describe('product gallery', () => {
  it('names each thumbnail by its place and what it shows, and reads out the measures with the drawing', async () => {
    const user = userEvent.setup();
    await renderGallery();
    const thumbs = within(screen.getByRole('group', { name: 'Product images' })).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Picture 1 of 3',
      'Picture 2 of 3: detail',
      'Picture 3 of 3: dimensions',
    ]);
    await user.click(thumbs[2]!);
    expect(screen.getByTestId('product-main-image').getAttribute('alt')).toBe(
      'Oak Desk, image 3 of 3: dimensions, 180 × 85 × 75 cm',
    );
  });

  it('names them in Arabic on Arabic pages', async () => {
    await renderGallery('ar');
    const thumbs = within(screen.getByRole('group', { name: 'صور المنتج' })).getAllByRole('button');
    expect(thumbs[2]!.getAttribute('aria-label')).toBe('الصورة 3 من 3: الأبعاد');
  });

  it('opens the zoom view from the main picture, zooms with + and −, moves with the arrow keys and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    await renderGallery();
    const opener = screen.getByTestId('open-zoom');
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Oak Desk' });
    expect(screen.getByTestId('zoom-position').textContent).toBe('Picture 1 of 3');
    expect(screen.getByTestId('zoom-close')).toBe(document.activeElement);

    await user.keyboard('+');
    expect(screen.getByTestId('zoom-image').getAttribute('data-scale')).toBe('1.50');
    await user.keyboard('-');
    expect(screen.getByTestId('zoom-image').getAttribute('data-scale')).toBe('1.00');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('zoom-position').textContent).toBe('Picture 2 of 3: detail');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByTestId('zoom-position').textContent).toBe('Picture 3 of 3: dimensions');

    act(() => {
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByTestId('zoom-view')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The page shows the picture the view was left on.
    expect(screen.getByTestId('product-main-image').getAttribute('src')).toContain('desk--dimensions.webp');
  });
});
