import type { PaidPlan, Plan } from '../../../../shared/schemas/subscription';
import { Button } from '../../../components/ui';
import { formatMoney, planAction, planCards } from '../lib/plans';

interface Props {
  current: Plan;
  prices?: { one_time: number; recurring: number; accessDays: number };
  pendingPlan: PaidPlan | null;
  onChoose: (plan: PaidPlan) => void;
}

/** SPEC §4/§6/§9: Free, One-time pass and Monthly, each with the button its rules give. */
export function PlanCards({ current, prices, pendingPlan, onChoose }: Props) {
  return (
    <ul className="plan-cards" aria-label="Plans">
      {planCards(prices).map((card) => {
        const action = planAction(card.plan, current);
        const headingId = `plan-${card.plan}`;
        return (
          <li
            key={card.plan}
            className={`plan-card${action.kind === 'current' ? ' is-current' : ''}${card.plan === 'recurring' ? ' is-featured' : ''}`}
            aria-labelledby={headingId}
          >
            {card.plan === 'recurring' && <span className="plan-card__ribbon">Best value</span>}
            <h3 id={headingId} className="plan-card__name">
              {card.name}
            </h3>
            <p className="plan-card__price">
              <strong>{formatMoney(card.priceCents, 'USD', card.priceCents === 0)}</strong>{' '}
              <span>{card.period}</span>
            </p>
            <p className="plan-card__note">{card.note}</p>
            <ul className="plan-card__features">
              {card.features.map((feature) => (
                <li key={feature}>
                  <span aria-hidden="true">✓</span> {feature}
                </li>
              ))}
            </ul>
            <div className="plan-card__action">
              {action.kind === 'current' && (
                <Button variant="secondary" block disabled>
                  {action.label}
                </Button>
              )}
              {action.kind === 'better' && (
                <Button variant="secondary" block disabled>
                  {action.label}
                </Button>
              )}
              {action.kind === 'buy' && card.plan !== 'free' && (
                <Button
                  block
                  loading={pendingPlan === card.plan}
                  disabled={pendingPlan !== null}
                  onClick={() => onChoose(card.plan as PaidPlan)}
                  aria-describedby={headingId}
                >
                  {action.label}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
