/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInLanguage } from '../test/render-in-language';
import { SECTION_NAMES_EN } from '../test/section-names';
import { AdminFrame } from './admin-frame';
import { NAV_SECTIONS, sectionOf } from './nav-sections';

function openAt(path: string) {
  window.history.pushState({}, '', path);
}

describe('the dashboard frame', () => {
  it('lists every section with its name and marks the current one, an order under Orders', async () => {
    openAt('/admin/orders/6652a1b2c3d4e5f6a7b8c9d0');
    await renderInLanguage(
      <AdminFrame>
        <p>content</p>
      </AdminFrame>,
    );
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTION_NAMES_EN);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['Orders']);
    expect(screen.getByRole('link', { name: 'View the store' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByText('OGulf Office Furniture')).toBeTruthy();
  });

  it('opens the drawer from the menu button, makes the page behind inert, and closes on Escape back to the button', async () => {
    openAt('/admin');
    await renderInLanguage(
      <AdminFrame>
        <p>content</p>
      </AdminFrame>,
    );
    const menu = screen.getByRole('button', { name: 'Open the menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    act(() => menu.click());
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.textContent).toBe('Close the menu');
    expect(document.getElementById('admin-content')!.hasAttribute('inert')).toBe(true);
    // Focus moves into the drawer, onto the current section.
    expect(document.activeElement?.textContent).toBe('Overview');
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
    expect(document.getElementById('admin-content')!.hasAttribute('inert')).toBe(false);
  });

  it('speaks Arabic in Arabic: section names, the shop name and the way to English', async () => {
    openAt('/admin/inbox/messages');
    await renderInLanguage(
      <AdminFrame>
        <p>content</p>
      </AdminFrame>,
      'ar',
    );
    const nav = screen.getByRole('navigation', { name: 'أقسام لوحة التحكم' });
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('صندوق الوارد');
    expect(screen.getByText('أو جلف للأثاث المكتبي')).toBeTruthy();
    expect(screen.getByTestId('admin-language').textContent).toContain('English');
  });
});

describe('sectionOf', () => {
  it('finds the section of a nested path, and the overview only for /admin itself', () => {
    expect(sectionOf('/admin')?.key).toBe('overview');
    expect(sectionOf('/admin/products/new')?.key).toBe('products');
    expect(sectionOf('/admin/delivery-schedule')?.key).toBe('schedule');
    expect(sectionOf('/admin/deliveries')?.key).toBe('deliveries');
    expect(sectionOf('/admin/nothing-here')).toBeUndefined();
    expect(new Set(NAV_SECTIONS.map((section) => section.to)).size).toBe(NAV_SECTIONS.length);
  });
});
