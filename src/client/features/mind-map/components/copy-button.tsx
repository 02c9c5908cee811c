import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../../../shared/constants';
import { copyText } from '../lib/copy-text';

/** Copies a node's text and says 'Copied' for 2 s (SPEC §2). */
export function CopyButton({
  text,
  label,
  caption,
}: {
  text: string;
  label: string;
  /** A visible word beside the icon ("Copy link"); icon only when absent. */
  caption?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick() {
    if (!(await copyText(text))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), TIMINGS.copyConfirmMs);
  }

  return (
    <button
      type="button"
      className={`mm-icon-btn mm-copy nodrag nopan${copied ? ' is-copied' : ''}${caption ? ' has-caption' : ''}`}
      aria-live="polite"
      onClick={onClick}
      aria-label={copied ? 'Copied' : (caption ?? `Copy ${label}`)}
      title={copied ? 'Copied' : 'Copy'}
    >
      {copied ? (
        'Copied'
      ) : caption ? (
        <span>{caption}</span>
      ) : (
        <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
          <rect
            x="8"
            y="8"
            width="12"
            height="12"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path
            d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      )}
    </button>
  );
}
