import { COMMONNESS_LABELS, type Commonness } from '../../../shared/schemas/commonness';
import './commonness-badge.css';

const HINTS: Record<Commonness, string> = {
  very_common: 'Very common: met often in books, film and everyday talk',
  common: 'Common: worth knowing, met now and then',
  literary: 'Literary: in dictionaries and writing, seldom in talk',
  rare: 'Rare: no corpus or dictionary we use lists it',
};

/** How common an idiom is (docs/catalog.md "Commonness"); nothing when the band is unknown. */
export function CommonnessBadge({
  band,
  className = '',
}: {
  band: Commonness | undefined;
  className?: string;
}) {
  if (!band) return null;
  return (
    <span
      className={`commonness commonness--${band} ${className}`.trim()}
      title={HINTS[band]}
      data-commonness={band}
    >
      {COMMONNESS_LABELS[band]}
    </span>
  );
}
