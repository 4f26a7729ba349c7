/**
 * jsdom prints "Not implemented" for browser features it lacks. The ones our code and axe-core
 * touch get harmless stand-ins: scrolling does nothing, and a canvas has no 2D context (which is
 * what jsdom answers anyway, only without the message). Files that run in node (`@vitest-environment
 * node`) have no window and need none.
 */
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  HTMLCanvasElement.prototype.getContext = (() =>
    null) as typeof HTMLCanvasElement.prototype.getContext;
}
