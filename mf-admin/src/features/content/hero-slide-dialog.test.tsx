/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubFetch } from '@ogulf/web-kit/testing';
import { renderInLanguage } from '../../test/render-in-language';
import { HeroSlideDialog } from './hero-slide-dialog';
import type { AdminHeroSlide } from './types';
import './content-texts';

let server: ReturnType<typeof stubFetch>;
afterEach(() => server.restore());
const field = (name: string) => screen.getByRole('textbox', { name });

const slide: AdminHeroSlide = {
  id: '0123456789abcdef01234567',
  title: 'Open-plan offices and lounges',
  titleAr: 'مكاتب مفتوحة وصالات استقبال',
  image: '/assets/images/shop/hero-scenes/office.webp',
  imageAlt: 'Drawing of an open-plan office',
  imageAltAr: 'رسم لمكتب مفتوح',
  order: 1,
  visible: true,
  updatedAt: '2026-11-27T09:00:00.000Z',
};

describe('hero slide form', () => {
  it('refuses a button link that is neither a shop path nor an https address, and sends nothing', async () => {
    server = stubFetch(() => ok(slide));
    const user = userEvent.setup();
    await renderInLanguage(<HeroSlideDialog editing={slide} onClose={() => undefined} onSaved={() => undefined} />);
    await user.type(field('Button link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Button link').getAttribute('aria-invalid')).toBe('true'));
    expect(server.requests).toEqual([]);
  });

  it('saves the texts in both languages with the button, keeping the picture', async () => {
    server = stubFetch(() => ok(slide));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    await renderInLanguage(<HeroSlideDialog editing={slide} onClose={() => undefined} onSaved={onSaved} />, 'ar');
    await user.type(field('سطر النص (بالإنجليزية)'), 'Delivered across Qatar');
    await user.type(field('سطر النص (بالعربية)'), 'نوصلها إلى كل أنحاء قطر');
    await user.type(field('نص الزر (بالإنجليزية)'), 'See desks');
    await user.type(field('نص الزر (بالعربية)'), 'شاهد المكاتب');
    await user.type(field('رابط الزر'), '/products');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: `/api/admin/hero-slides/${slide.id}`,
        body: {
          title: slide.title,
          titleAr: slide.titleAr,
          subtitle: 'Delivered across Qatar',
          subtitleAr: 'نوصلها إلى كل أنحاء قطر',
          buttonText: 'See desks',
          buttonTextAr: 'شاهد المكاتب',
          link: '/products',
          image: slide.image,
          imageAlt: slide.imageAlt,
          imageAltAr: slide.imageAltAr,
          visible: true,
        },
      },
    ]);
  });
});
