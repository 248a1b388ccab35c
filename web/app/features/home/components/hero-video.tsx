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

/** Runs `task` once the window has loaded and the browser is idle; returns a cancel function. */
function whenIdleAfterLoad(task: () => void): () => void {
  // Safari has no requestIdleCallback: a short timeout after load stands in for it there.
  const { requestIdleCallback, cancelIdleCallback } = window as Partial<Window>;
  let cancel = () => {};
  const schedule = () => {
    if (requestIdleCallback && cancelIdleCallback) {
      const handle = requestIdleCallback(task, { timeout: 2000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
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
    // The poster is the video's first frame, so the loop can wait until the page has loaded and
    // the main thread is idle: decoding and painting frames must not compete with hydration on a
    // slow phone. Autoplay can still be refused (data saver, policies); the poster then stays.
    return whenIdleAfterLoad(() => void video.play().catch(() => undefined));
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
