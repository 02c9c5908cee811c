import { useSession } from '../../../lib/session';
import { AboutSection } from './about-section';
import { AudienceSection } from './audience-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import './landing.css';

/** The landing page of SPEC §1/§2; the route passes in the account menu and the daily idiom panel. */
export function LandingPage({
  daily,
  accountMenu,
}: {
  daily: React.ReactNode;
  accountMenu: React.ReactNode;
}) {
  const { loggedIn } = useSession();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <LandingHeader loggedIn={loggedIn} accountMenu={accountMenu} />
      <main id="main">
        <Hero />
        <FeaturesSection />
        <section id="daily" className="section section--daily" aria-labelledby="daily-title">
          <div className="container container--narrow">
            <p className="eyebrow">Idiom of the day</p>
            <h2 id="daily-title" className="section__title" lang="zh-CN">
              今日成语
            </h2>
            {daily}
          </div>
        </section>
        <AudienceSection />
        <AboutSection />
        <CtaSection loggedIn={loggedIn} />
      </main>
      <LandingFooter />
    </>
  );
}
