import { imageUrl } from '@ogulf/web-kit';

/** One product line of an order summary (checkout) or of a placed order: picture, name, quantity, line total. */
export function SummaryLine({
  image,
  name,
  quantity,
  total,
  testId,
}: {
  image: string | undefined;
  name: string;
  /** The quantity as the summary words it ("Qty 2", "2 × QAR 120"). */
  quantity: string;
  total: string;
  testId?: string;
}) {
  return (
    <li className="summary-line" data-testid={testId}>
      <img src={imageUrl(image, { width: 160 })} alt="" width={48} height={48} loading="lazy" decoding="async" />
      <span className="summary-line__name">
        {name}
        <span className="summary-line__qty">{quantity}</span>
      </span>
      <span className="summary-line__total">{total}</span>
    </li>
  );
}
