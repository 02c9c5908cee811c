import type { Lesson } from '../content/lesson-schema.js';

type Connotation = Lesson['usage']['connotation'];
type Register = Lesson['usage']['register'];

export const CONNOTATION_LABEL: Record<Connotation, string> = {
  praise: 'Praise (褒义)',
  criticism: 'Criticism (贬义)',
  neutral: 'Neutral (中性)',
};

export const REGISTER_LABEL: Record<Register, string> = {
  everyday: 'everyday speech',
  formal: 'formal',
  written: 'written',
  literary: 'literary',
};

/** "Criticism (贬义) · literary", from whichever labels are known; empty when none is. */
export function usageLabels(connotation?: Connotation, register?: Register): string {
  const labels = [
    connotation && CONNOTATION_LABEL[connotation],
    register && REGISTER_LABEL[register],
  ].filter(Boolean);
  const text = labels.join(' · ');
  // Said first: "Literary · …", never "literary. 释义…".
  return text.charAt(0).toUpperCase() + text.slice(1);
}
