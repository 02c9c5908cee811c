import { paths } from '../../../../shared/paths';
import { ButtonLink } from '../../../components/ui';
import { HeroMap } from './hero-map';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">Chinese idioms · 成语</p>
          <h1 id="hero-title" className="hero__title">
            Four characters.
            <br />
            <span className="hero__accent">A whole story.</span>
          </h1>
          <p className="hero__lead">
            Look up any of 29,000 Chinese four-character idioms by Chinese, pinyin or a
            plain-English description, and explore each one as a mind-map of its characters, story,
            moral and usage.
          </p>
          <div className="hero__actions">
            <ButtonLink to={paths.app} size="lg">
              Start Learning
            </ButtonLink>
            <ButtonLink to={paths.app} size="lg" variant="secondary">
              Learn More
              {/* SPEC §1 keeps the words; the hidden rest tells search engines and screen readers where it goes. */}
              <span className="visually-hidden"> about Chinese idioms in the explorer</span>
            </ButtonLink>
          </div>
          <p className="hero__note">Free account: 5 searches a day, no card needed.</p>
        </div>
        <HeroMap />
      </div>
    </section>
  );
}
