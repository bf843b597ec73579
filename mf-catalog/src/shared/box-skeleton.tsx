/** One grey bar of a skeleton: a class of its own (sized in CSS), or a size given here. */
export interface SkeletonLine {
  className?: string;
  inlineSize?: string;
  blockSize?: string;
}

interface BoxSkeletonProps {
  /** The class of the box it stands in for: its picture is `${block}__media`, its text `${block}__${text}`. */
  block: string;
  /** A modifier of the block (`--skeleton`) for styles of the loading box alone. */
  modifier?: string;
  /** The text column's element name in the block (`body` unless the block calls it otherwise). */
  text?: string;
  lines: readonly SkeletonLine[];
  testId?: string;
  /** A list item of a list already hidden from screen readers (so not hidden again), or a box of its own. */
  as?: 'div' | 'li';
  /** The shared card look (web-kit styles/card.css) on the box alone, or on its picture and text too. */
  card?: 'box' | 'all';
}

/** The same box as a card or page head while its data loads (so nothing moves when it arrives): a picture block and bars of text. */
export function BoxSkeleton({
  block,
  modifier,
  text = 'body',
  lines,
  testId,
  as: Box = 'div',
  card,
}: BoxSkeletonProps) {
  const part = (name: string) => (card === 'all' ? `card__${name} ${block}__${name}` : `${block}__${name}`);
  return (
    <Box
      className={[card && 'card', block, modifier && `${block}--${modifier}`].filter(Boolean).join(' ')}
      aria-hidden={Box === 'div' ? 'true' : undefined}
      data-testid={testId}
    >
      <div className={`${part('media')} skeleton`} />
      <div className={part(text)}>
        {lines.map(({ className, inlineSize, blockSize }, i) => (
          <span
            key={i}
            className={className ? `skeleton ${className}` : 'skeleton'}
            style={inlineSize || blockSize ? { inlineSize, blockSize } : undefined}
          />
        ))}
      </div>
    </Box>
  );
}
