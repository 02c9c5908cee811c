const AUDIENCES = [
  {
    icon: '学',
    title: 'Language learners',
    text: 'Chengyu appear in exams, news and everyday conversation. Learn what each character contributes, then practise with real example sentences.',
  },
  {
    icon: '文',
    title: 'Cultural enthusiasts',
    text: 'Behind every idiom is a tale from the Warring States, the Han court or a Tang poem. Read the story that gave the phrase its meaning.',
  },
  {
    icon: '道',
    title: 'Wisdom seekers',
    text: 'Two thousand years of advice in four characters: patience, humility, timing. Each idiom’s moral is spelled out and put into context.',
  },
];

export function AudienceSection() {
  return (
    <section id="audience" className="section section--tint" aria-labelledby="audience-title">
      <div className="container">
        <p className="eyebrow">Who it’s for</p>
        <h2 id="audience-title" className="section__title">
          Made for curious minds
        </h2>
        <ul className="audience">
          {AUDIENCES.map((a) => (
            <li key={a.title} className="audience__card">
              <span className="audience__icon" aria-hidden="true" lang="zh-CN">
                {a.icon}
              </span>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
