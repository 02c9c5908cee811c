import { useEffect, useRef, useState } from 'react';
import type { Demo } from '../data/demos';
import { POSTER_SIZES } from '../data/posters';

/**
 * A looping, muted, inline demo that only loads once it scrolls near the viewport and pauses when
 * it leaves it, so the landing page stays light. Until the clip plays, its first frame shows as a
 * lazily loaded AVIF/WebP picture at the size drawn (ADR 0101); a video `poster` would be one
 * full-size file fetched up front for every clip.
 */
export function DemoVideo({
  demo,
  autoPlay = true,
  controls = false,
}: {
  demo: Demo;
  autoPlay?: boolean;
  controls?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(!autoPlay);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || !autoPlay || typeof IntersectionObserver === 'undefined') return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          if (!reduced) void video.play().catch(() => undefined);
        } else {
          video.pause();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [autoPlay]);

  return (
    <span className="demo-media">
      <video
        ref={ref}
        className="demo-video"
        poster={autoPlay ? undefined : demo.posters.large}
        muted
        loop
        playsInline
        autoPlay={!autoPlay}
        controls={controls}
        preload={near ? 'auto' : 'none'}
        aria-label={demo.description}
        width={960}
        height={600}
        onPlaying={() => setPlaying(true)}
      >
        {near && <source src={demo.video.webm} type="video/webm" />}
        {near && <source src={demo.video.mp4} type="video/mp4" />}
      </video>
      {autoPlay && !playing && (
        <picture className="demo-poster">
          <source type="image/avif" srcSet={demo.posters.avif} sizes={POSTER_SIZES} />
          <source type="image/webp" srcSet={demo.posters.webp} sizes={POSTER_SIZES} />
          <img
            src={demo.video.poster}
            alt=""
            width={960}
            height={600}
            loading="lazy"
            decoding="async"
          />
        </picture>
      )}
    </span>
  );
}
