import { buildLlmsTxt, deliveryPolicy, llmsFallback } from './llms';
import { ORIGIN, SITE_DATA as DATA } from './site-data.fixture';

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt(DATA, ORIGIN);

  it('starts with the company name and a one-paragraph summary, as llms.txt expects', () => {
    expect(text.split('\n')[0]).toBe('# OGulf Office Furniture');
    expect(text).toMatch(/^> OGulf Office Furniture .* since 2006\. It sells office furniture, .*stationery/m);
  });

  it('lists each category with its product count, subcategories and link', () => {
    expect(text).toContain('2 categories, 18 products:');
    expect(text).toContain(
      `- [Office Furniture](${ORIGIN}/category/c1) (17 products): Desks and storage. Includes: Desks, Cabinets.`,
    );
    expect(text).toContain(`- [Safes](${ORIGIN}/category/c2) (1 product)`);
  });

  it('gives contact details, the opening hours with Friday closed, and the policies', () => {
    expect(text).toContain('- Phone: +974 4412 3456');
    expect(text).toContain('- Email: info@ogulf.qa');
    expect(text).toContain('Sunday to Thursday and Saturday 08:00–18:00; Friday closed');
    expect(text).toContain('- Delivery: Free delivery across Qatar with no minimum order (2 delivery zones).');
    expect(text).toContain('within 7 days of delivery');
  });

  it('links the key pages by absolute URL', () => {
    expect(text).toContain(`- [Products](${ORIGIN}/products): `);
    expect(text).toContain(`- [Office Furniture in Lusail](${ORIGIN}/office-furniture-lusail): `);
    expect(text).not.toContain(`${ORIGIN}/cart`);
  });
});

describe('deliveryPolicy', () => {
  it('states fees and the free-delivery threshold when zones charge', () => {
    expect(
      deliveryPolicy([
        { name: 'Doha', fee: 0, freeDeliveryThreshold: 0 },
        { name: 'Dukhan', fee: 50, freeDeliveryThreshold: 1000 },
      ]),
    ).toBe(
      'Delivery across Qatar in 2 delivery zones; the fee depends on the zone (QAR 0–50); free above QAR 1000 in some zones.',
    );
  });

  it('falls back to the company claim when the zones are unknown', () => {
    expect(deliveryPolicy(undefined)).toMatch(/^Free delivery across Qatar/);
  });
});

describe('llmsFallback', () => {
  it('still names the company, what it sells and how to reach it', () => {
    const text = llmsFallback(ORIGIN);
    expect(text).toContain('# OGulf Office Furniture');
    expect(text).toContain('office furniture');
    expect(text).toContain('+974 4412 3456');
    expect(text).toContain(`${ORIGIN}/products`);
  });
});
