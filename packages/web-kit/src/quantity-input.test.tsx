/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { QuantityInput } from './quantity-input';

describe('QuantityInput', () => {
  it('is a labelled whole-number box within its limits, with the number keyboard on phones', () => {
    render(
      <>
        <label htmlFor="qty">Quantity</label>
        <QuantityInput id="qty" min={1} max={99} value="3" onChange={() => undefined} />
      </>,
    );
    const box = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    expect([box.type, box.inputMode, box.step, box.min, box.max, box.value]).toEqual([
      'number',
      'numeric',
      '1',
      '1',
      '99',
      '3',
    ]);
  });
});
