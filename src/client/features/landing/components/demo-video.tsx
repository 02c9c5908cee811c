import { useEffect, useRef, useState } from 'react';
import type { Demo } from '../data/demos';

/**
 * A looping, muted, inline demo that only loads once it scrolls near the viewport (the poster
 * shows until then) and pauses when it leaves it, so the landing page stays light.
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
    <video
      ref={ref}
      className="demo-video"
      poster={demo.video.poster}
      muted
      loop
      playsInline
      autoPlay={!autoPlay}
      controls={controls}
      preload={near ? 'auto' : 'none'}
      aria-label={demo.description}
      width={960}
      height={600}
    >
      {near && <source src={demo.video.webm} type="video/webm" />}
      {near && <source src={demo.video.mp4} type="video/mp4" />}
    </video>
  );
}
