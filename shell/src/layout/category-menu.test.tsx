/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace, ApiQueryProvider, clearApiCache, setLanguage, type Language } from '@ogulf/web-kit';
import { ok, refused, stubFetch } from '@ogulf/web-kit/testing';
import { useState, type ReactElement } from 'react';
import { shellResources } from '../i18n';
import { CategoryDrill, CategoryMegaMenu } from './category-menu';
import type { DrillLevel } from './category-panels';

const CATEGORIES = [
  {
    id: 'c1',
    name: 'Office Furniture',
    nameAr: 'الأثاث المكتبي',
    subcategories: [
      { id: 's1', name: 'Executive Desks', nameAr: 'المكاتب التنفيذية' },
      { id: 's2', name: 'Storage & Filing', nameAr: 'التخزين والأرشفة' },
    ],
  },
  { id: 'c2', name: 'Safes & Security', nameAr: 'الخزائن والأمان', subcategories: [] },
];

let server: ReturnType<typeof stubFetch>;
afterEach(() => {
  jest.restoreAllMocks();
  server.restore();
  clearApiCache();
});

async function renderIn(ui: ReactElement, lang: Language = 'en') {
  addNamespace('shell', shellResources);
  await setLanguage(lang);
  return render(<ApiQueryProvider>{ui}</ApiQueryProvider>);
}

function Desktop() {
  return (
    <nav>
      <ul>
        <CategoryMegaMenu pathname="/" />
      </ul>
      <a href="/elsewhere">Elsewhere</a>
    </nav>
  );
}

describe('the desktop category menu', () => {
  it('opens with ArrowDown on its first link, closes with Escape back on its button', async () => {
    server = stubFetch(() => ok(CATEGORIES));
    const user = userEvent.setup();
    await renderIn(<Desktop />);
    const button = screen.getByRole('button', { name: 'Shop by category' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const first = await screen.findByRole('link', { name: 'Office Furniture' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('href')).toBe('/category/c1');
    expect(screen.getByRole('link', { name: 'Storage & Filing' }).getAttribute('href')).toBe('/subcategory/s2');
    expect(server.requests.map((request) => request.path)).toEqual(['/api/categories']);

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus moves on past its last link', async () => {
    server = stubFetch(() => ok(CATEGORIES));
    const user = userEvent.setup();
    await renderIn(<Desktop />);
    const button = screen.getByRole('button', { name: 'Shop by category' });
    await user.click(button);
    const all = await screen.findByRole('link', { name: 'View all products' });
    act(() => all.focus());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when the categories could not load, and loads them again on Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the client logs each failed read
    let fail = true;
    server = stubFetch(() => (fail ? refused(503, 'UNAVAILABLE', 'Down') : ok(CATEGORIES)));
    const user = userEvent.setup();
    await renderIn(<Desktop />);
    await user.click(screen.getByRole('button', { name: 'Shop by category' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain("We couldn't load the categories.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Office Furniture' })).toBeTruthy();
  });
});

function Mobile() {
  const [level, setLevel] = useState<DrillLevel | null>({ kind: 'categories' });
  return <CategoryDrill level={level} onLevel={setLevel} onNavigate={() => setLevel(null)} />;
}

describe('the mobile drill-down', () => {
  it('goes from the categories to one category and Back, in Arabic', async () => {
    server = stubFetch(() => ok(CATEGORIES));
    const user = userEvent.setup();
    await renderIn(<Mobile />, 'ar');
    await screen.findByRole('button', { name: 'الأثاث المكتبي' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'تسوّق حسب الفئة' }));

    await user.click(screen.getByRole('button', { name: 'الأثاث المكتبي' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'الأثاث المكتبي' })));
    expect(screen.getByRole('link', { name: 'كل منتجات الأثاث المكتبي' }).getAttribute('href')).toBe('/category/c1');
    expect(screen.getByRole('link', { name: 'المكاتب التنفيذية' }).getAttribute('href')).toBe('/subcategory/s1');

    await user.click(screen.getByRole('button', { name: 'العودة إلى الفئات' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'الأثاث المكتبي' })));
  });
});
