/**
 * The box a shopper types a quantity into (the product page, the cart's steppers): a whole
 * number from `min` to `max`, with the number keyboard on phones. Imported as
 * `@ogulf/web-kit/quantity-input`, outside the shared singleton.
 */
import type { InputHTMLAttributes } from 'react';

export type QuantityInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'step'> & {
  min: number;
  max: number;
};

export function QuantityInput(props: QuantityInputProps) {
  return <input type="number" inputMode="numeric" step={1} {...props} />;
}
