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

/**
 * How long the poster stays after the page has loaded and gone idle. The poster is the loop's
 * first frame, so the wait is invisible; it keeps frame decoding and the repaints of a moving
 * picture out of the first seconds, when a slow phone is still making the page usable.
 */
const loopDelayMs = 3000;

/**
 * Runs `task` once the window has loaded, the browser has been idle and `delayMs` have passed;
 * returns a cancel function.
 */
function whenSettled(task: () => void, delayMs: number): () => void {
  // Safari has no requestIdleCallback: a short timeout after load stands in for it there.
  const { requestIdleCallback, cancelIdleCallback } = window as Partial<Window>;
  let idle: number | undefined;
  let timer: number | undefined;
  const later = () => {
    timer = window.setTimeout(task, delayMs);
  };
  const schedule = () => {
    if (requestIdleCallback) idle = requestIdleCallback(later, { timeout: 2000 });
    else timer = window.setTimeout(later, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) cancelIdleCallback?.(idle);
    window.clearTimeout(timer);
  };
}

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
    // The poster is the video's first frame, so the loop can wait until the page has settled:
    // decoding and painting frames must not compete with hydration on a slow phone. Autoplay can
    // still be refused (data saver, policies); the poster then stays.
    return whenSettled(() => void video.play().catch(() => undefined), loopDelayMs);
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
