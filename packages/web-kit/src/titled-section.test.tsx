/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('is a region named by its heading, with the heading first', () => {
    render(
      <TitledSection headingClassName="title" title="Order summary" testId="summary">
        <p>Two items</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Order summary' });
    expect(region).toBe(screen.getByTestId('summary'));
    expect(region.firstElementChild).toBe(screen.getByRole('heading', { level: 2, name: 'Order summary' }));
    expect(region.textContent).toContain('Two items');
  });

  it('can be a complementary landmark with an h3', () => {
    render(
      <TitledSection as="aside" headingLevel={3} headingClassName="title" title="اتصل بنا">
        <p>+974</p>
      </TitledSection>,
    );
    expect(screen.getByRole('complementary', { name: 'اتصل بنا' }).tagName).toBe('ASIDE');
    expect(screen.getByRole('heading', { level: 3, name: 'اتصل بنا' }).id).not.toBe('');
  });
});
