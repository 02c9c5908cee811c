import { useEffect, useRef, useState } from 'react';
import { LAYOUT } from '../lib/layout';
import { SpeakableText } from './speakable-text';

/** The story scrolls inside 200 px, with a fade and a down-arrow while more text lies below. */
export function StoryBox({ paragraphs }: { paragraphs: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [moreBelow, setMoreBelow] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setMoreBelow(el.scrollHeight - el.scrollTop - el.clientHeight > 4);
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [paragraphs]);

  return (
    <div className={`mm-story${moreBelow ? ' has-more' : ''}`}>
      <div
        ref={ref}
        className="mm-story-scroll nowheel nodrag nopan"
        style={{ maxHeight: LAYOUT.storyBoxHeight }}
        tabIndex={0}
        role="region"
        aria-label="Story"
      >
        {paragraphs.map((p, i) => (
          <p key={i}>
            <SpeakableText text={p} />
          </p>
        ))}
      </div>
      {moreBelow && (
        <button
          type="button"
          className="mm-story-more nodrag nopan"
          aria-label="Scroll the story down"
          onClick={() => ref.current?.scrollBy({ top: 120, behavior: 'smooth' })}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
    </div>
  );
}
