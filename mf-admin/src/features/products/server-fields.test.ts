import { ApiError } from '@ogulf/web-kit';
import { productValues } from './product-form';
import { serverFieldErrors } from './server-fields';

const refused = (status: number, error: object) => new ApiError(status, JSON.stringify({ success: false, error }));

describe('serverFieldErrors', () => {
  const values = {
    ...productValues(),
    sku: 'DESK-1',
    variants: [
      { combo: '1', sku: 'desk-oak', skuEdited: true, price: '', stock: '1', image: '' },
      { combo: '2', sku: 'DESK-WALNUT', skuEdited: true, price: '', stock: '1', image: '' },
    ],
  };

  it("puts a 409's taken SKU on the variant row that holds it", () => {
    const error = refused(409, {
      code: 'SKU_TAKEN',
      message: 'DESK-WALNUT is used by another product',
      details: { sku: 'DESK-WALNUT' },
    });
    expect(serverFieldErrors(error, values)).toEqual({ 'variants.1.sku': 'DESK-WALNUT is used by another product' });
  });

  it("puts a 400's detail on the field of its path", () => {
    const error = refused(400, {
      code: 'VALIDATION_ERROR',
      message: 'Request validation failed',
      details: [{ path: ['variants', 0, 'stock'], message: 'Stock is a whole number' }],
    });
    expect(serverFieldErrors(error, values)).toEqual({ 'variants.0.stock': 'Stock is a whole number' });
    expect(serverFieldErrors(null, values)).toEqual({});
  });
});
