import { describe, expect, it } from 'vitest';
import { formatMoney, planAction, planCards } from './plans';

describe('plan card buttons (SPEC §4)', () => {
  it('free user: Current Plan on free, Subscribe Now on both paid plans', () => {
    expect(planAction('free', 'free')).toEqual({ kind: 'current', label: 'Current Plan' });
    expect(planAction('one_time', 'free')).toEqual({ kind: 'buy', label: 'Subscribe Now' });
    expect(planAction('recurring', 'free')).toEqual({ kind: 'buy', label: 'Subscribe Now' });
  });

  it("one-time user: Current Plan, and the spec's upgrade label on the monthly card", () => {
    expect(planAction('one_time', 'one_time').kind).toBe('current');
    expect(planAction('recurring', 'one_time')).toEqual({
      kind: 'buy',
      label: 'Upgrade to Yearly',
    });
    expect(planAction('free', 'one_time').kind).toBe('none');
  });

  it('monthly user: the one-time card is disabled as a worse plan', () => {
    expect(planAction('one_time', 'recurring')).toEqual({
      kind: 'better',
      label: '✓ Already on a better plan',
    });
    expect(planAction('recurring', 'recurring').kind).toBe('current');
  });
});

describe('prices (SPEC §9)', () => {
  it('formats cents with the currency and states the saving', () => {
    expect(formatMoney(1290, 'USD')).toBe('$12.90');
    expect(formatMoney(990, 'EUR')).toBe('€9.90');
    const [free, oneTime, monthly] = planCards();
    expect(free!.priceCents).toBe(0);
    expect(oneTime!.note).toBe('30-day access, no renewal');
    expect(monthly!.note).toBe('Monthly auto-renewal, saves $3 per month');
  });
});
