import { PLANS } from '../../../../shared/constants';
import { formatDate as formatAppDate } from '../../../lib/format-date';
import type { Plan } from '../../../../shared/schemas/subscription';

export interface PlanCardModel {
  plan: Plan;
  name: string;
  priceCents: number;
  period: string;
  note: string;
  features: string[];
}

/** The three plan cards, SPEC §6 features and §9 prices (prices from /api/config when known). */
export function planCards(prices?: {
  one_time: number;
  recurring: number;
  accessDays: number;
}): PlanCardModel[] {
  const oneTime = prices?.one_time ?? PLANS.one_time.priceCents;
  const monthly = prices?.recurring ?? PLANS.recurring.priceCents;
  const days = prices?.accessDays ?? PLANS.one_time.accessDays;
  return [
    {
      plan: 'free',
      name: 'Free',
      priceCents: 0,
      period: 'forever',
      note: 'Limited Features',
      features: ['5 idiom searches a day', 'Daily idiom mind map'],
    },
    {
      plan: 'one_time',
      name: 'One-time pass',
      priceCents: oneTime,
      period: 'per month',
      note: `${days}-day access, no renewal`,
      features: [
        'All registered features',
        'Unlimited lookups',
        'AI idiom analysis',
        'Email support',
      ],
    },
    {
      plan: 'recurring',
      name: 'Monthly',
      priceCents: monthly,
      period: 'per month',
      note: `Monthly auto-renewal, saves ${formatMoney(oneTime - monthly, 'USD', true)} per month`,
      features: ['Everything in the one-time pass', 'Plus savings', 'Cancel any time'],
    },
  ];
}

export type PlanAction =
  | { kind: 'current'; label: 'Current Plan' }
  | { kind: 'better'; label: '✓ Already on a better plan' }
  | { kind: 'buy'; label: 'Subscribe Now' | 'Upgrade to Yearly' }
  | { kind: 'none' };

/** SPEC §4 Plan cards: the button each card shows for the user's current plan. */
export function planAction(card: Plan, current: Plan): PlanAction {
  if (card === current) return { kind: 'current', label: 'Current Plan' };
  if (card === 'free') return { kind: 'none' };
  if (card === 'one_time' && current === 'recurring')
    return { kind: 'better', label: '✓ Already on a better plan' };
  if (card === 'recurring' && current === 'one_time')
    return { kind: 'buy', label: 'Upgrade to Yearly' };
  return { kind: 'buy', label: 'Subscribe Now' };
}

/** Minor units with their currency, e.g. 1290 USD → "$12.90". `compact` drops ".00". */
export function formatMoney(cents: number, currency: string, compact = false): string {
  const value = cents / 100;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: compact && Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** The app's one date format (lib/format-date), '—' where there is none. */
export const formatDate = (iso: string | null | undefined): string => formatAppDate(iso) || '—';

export const PLAN_NAMES: Record<Plan, string> = {
  free: 'Free',
  one_time: 'One-time pass',
  recurring: 'Monthly',
};
