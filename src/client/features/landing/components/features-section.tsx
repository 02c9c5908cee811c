import { useState } from 'react';
import { Modal } from '../../../components/ui';
import { DEMOS, type Demo } from '../data/demos';
import { DemoVideo } from './demo-video';

/** #features: one row per feature with its looping demo; a click enlarges it in a modal. */
export function FeaturesSection() {
  const [enlarged, setEnlarged] = useState<Demo | null>(null);
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <p className="eyebrow">Features</p>
        <h2 id="features-title" className="section__title">
          Understand an idiom, not just its translation
        </h2>
        <div className="features">
          {DEMOS.map((demo, i) => (
            <article key={demo.id} className={`feature ${i % 2 ? 'feature--flip' : ''}`}>
              <div className="feature__text">
                <h3>{demo.title}</h3>
                <p>{demo.text}</p>
              </div>
              <button
                type="button"
                className="feature__media"
                onClick={() => setEnlarged(demo)}
                aria-label={`Enlarge demo: ${demo.title}`}
              >
                <DemoVideo demo={demo} />
                <span className="feature__zoom" aria-hidden="true">
                  ⤢ Click to enlarge
                </span>
              </button>
            </article>
          ))}
        </div>
      </div>
      <Modal
        open={enlarged !== null}
        title={enlarged?.title ?? ''}
        onClose={() => setEnlarged(null)}
        size="media"
      >
        {enlarged && (
          <>
            <DemoVideo demo={enlarged} autoPlay={false} controls />
            <p className="feature__caption">{enlarged.description}</p>
          </>
        )}
      </Modal>
    </section>
  );
}
