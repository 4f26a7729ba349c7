import { useEffect, useState } from 'react';

/**
 * How far a parallax background moves for a page scrolled by `scrollY` pixels: it lags behind
 * the page, moving at 1/ratio of its speed (SPEC §9: ratio 2 for 2023–2025, 1.5 for 2022), so
 * it is shifted down by the rest. Nothing moves for someone who prefers reduced motion.
 */
export function parallaxOffset(scrollY: number, ratio: number, reducedMotion: boolean): number {
  if (reducedMotion || ratio <= 1 || scrollY <= 0) return 0;
  return scrollY - scrollY / ratio;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The background's offset for the window's scroll, kept in step while mounted. */
export function useParallax(ratio: number): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const media = window.matchMedia?.(REDUCED_MOTION);
    let frame = 0;
    const update = () => {
      frame = 0;
      setOffset(parallaxOffset(window.scrollY, ratio, media?.matches ?? false));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    media?.addEventListener?.('change', update);
    return () => {
      window.removeEventListener('scroll', onScroll);
      media?.removeEventListener?.('change', update);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ratio]);
  return offset;
}
