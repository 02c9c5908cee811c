export function AboutSection() {
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className="container about">
        <div>
          <p className="eyebrow">About</p>
          <h2 id="about-title" className="section__title">
            A dictionary you can wander through
          </h2>
        </div>
        <div className="about__text">
          <p>
            Chengyu Atlas brings together some 29,000 four-character idioms with their pinyin,
            classical sources and examples, and English glosses from CC-CEDICT. Search understands
            Chinese, pinyin, initials and plain-English descriptions.
          </p>
          <p>
            Each idiom you open is laid out as a mind-map — characters, story, moral, usage — so you
            can see how the parts make the whole. It is built for learners first: clear, honest
            about its sources, and free to start.
          </p>
          <dl className="about__facts">
            <div>
              <dt>29k+</dt>
              <dd>idioms</dd>
            </div>
            <div>
              <dt>4</dt>
              <dd>branches per map</dd>
            </div>
            <div>
              <dt>1</dt>
              <dd>new idiom daily</dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
