import { paths } from '../../../../shared/paths';
import { ButtonLink } from '../../../components/ui';

export function CtaSection({ loggedIn }: { loggedIn: boolean }) {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <h2 id="cta-title">
          {loggedIn ? 'Ready for your next idiom?' : 'Start your idiom journey today'}
        </h2>
        <p>
          {loggedIn
            ? 'Jump back into the explorer and pick up where you left off.'
            : 'Create a free account in a minute: 5 searches a day and the daily idiom mind-map, no card needed.'}
        </p>
        {loggedIn ? (
          <ButtonLink to={paths.app} size="lg" variant="secondary">
            Get Started
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.register} size="lg" variant="secondary">
            Sign Up Free
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
