import { LIMITS } from '../../../../shared/constants';

/** What the explorer says before it spends a search, and when none is left (ADR 0143). */
export const SPEND_WORDING = {
  limitReached: 'Daily free search limit reached. Subscribe for unlimited searches.',
  upgrade: 'Upgrade',
  freeAgain: 'Free: you searched this today',
  freeLabel: 'free today',
} as const;

const searches = (n: number) => `${n} ${n === 1 ? 'search' : 'searches'}`;

/** "Opens with 1 of your 3 searches left" */
export function opensWith(remaining: number): string {
  return `Opens with 1 of your ${searches(remaining)} left`;
}

/** "Uses 1 of your 3 searches left" */
export function usesOneOf(remaining: number): string {
  return `Uses 1 of your ${searches(remaining)} left`;
}

export const FREE_SEARCHES = LIMITS.freeSearchesPerDay;
