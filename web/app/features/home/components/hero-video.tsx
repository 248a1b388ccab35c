/**
 * The hero's muted, looping background video (web/public/video, made in the repo by
 * web/scripts/make-hero-video.ts) over its poster. It starts from JavaScript after hydration and
 * only when the visitor has not asked for reduced motion; otherwise (and without JavaScript) the
 * poster stays. Decorative: hidden from assistive technology.
 */
import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';

export const heroVideo = {
  src: '/video/hero-loop.webm',
  poster: '/video/hero-poster.webp',
} as const;

export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    if (reducedMotion) {
      video.pause();
      return;
    }
    // Autoplay can still be refused (data saver, policies); the poster then stays, which is fine.
    video.play().catch(() => undefined);
  }, [reducedMotion]);

  return (
    <video
      ref={ref}
      className="absolute inset-0 h-full w-full object-cover"
      poster={heroVideo.poster}
      width={640}
      height={360}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
    >
      <source src={heroVideo.src} type="video/webm" />
    </video>
  );
}
