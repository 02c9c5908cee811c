import type { Character } from '../../../../shared/schemas/idiom';

/** Opens the stroke-order view of a character node. */
export function StrokeOrderButton({
  character,
  onOpen,
}: {
  character: Character;
  onOpen: (character: Character) => void;
}) {
  return (
    <button
      type="button"
      className="mm-icon-btn mm-strokes nodrag nopan"
      onClick={() => onOpen(character)}
      aria-label={`Stroke order of ${character.char}`}
      title="Stroke order"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M4 20c3-1 5-3 6-6l8-8a2 2 0 0 0-3-3l-8 8c-3 1-5 3-6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M4 20l3-1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
