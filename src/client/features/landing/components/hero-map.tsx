/** A drawn preview of an idiom mind-map (decorative; the demos below show the real thing). */
export function HeroMap() {
  const branches = [
    { x: 300, y: 60, label: 'Literal meaning', sub: '画 · 龙 · 点 · 睛', color: '#1f6f5c' },
    { x: 320, y: 150, label: 'Story behind', sub: 'Zhang Sengyou’s dragons', color: '#a86b00' },
    { x: 320, y: 240, label: 'Moral', sub: 'The finishing touch', color: '#7a3fa0' },
    { x: 300, y: 330, label: 'How to use', sub: '这句话画龙点睛', color: '#1a5fb4' },
  ];
  return (
    <div className="hero-map" aria-hidden="true">
      <svg viewBox="0 0 520 400" role="presentation">
        {branches.map((b) => (
          <path
            key={b.label}
            d={`M150 200 C 230 200, 220 ${b.y}, ${b.x - 6} ${b.y}`}
            stroke={b.color}
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
            opacity="0.55"
          />
        ))}
        <g>
          <rect x="30" y="160" width="150" height="80" rx="18" fill="#b3261e" />
          <text
            x="105"
            y="200"
            textAnchor="middle"
            fill="#fff"
            fontSize="30"
            fontWeight="700"
            fontFamily="'Noto Serif SC', 'Songti SC', serif"
          >
            画龙点睛
          </text>
          <text x="105" y="226" textAnchor="middle" fill="#fde7e3" fontSize="13">
            huà lóng diǎn jīng
          </text>
        </g>
        {branches.map((b) => (
          <g key={b.label}>
            <rect
              x={b.x - 6}
              y={b.y - 28}
              width="200"
              height="56"
              rx="14"
              style={{ fill: 'var(--color-surface)' }}
              stroke={b.color}
              strokeWidth="1.5"
            />
            <circle cx={b.x + 12} cy={b.y} r="6" fill={b.color} />
            <text
              x={b.x + 26}
              y={b.y - 4}
              style={{ fill: 'var(--color-ink)' }}
              fontSize="14"
              fontWeight="700"
            >
              {b.label}
            </text>
            <text x={b.x + 26} y={b.y + 15} style={{ fill: 'var(--color-muted)' }} fontSize="12">
              {b.sub}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
