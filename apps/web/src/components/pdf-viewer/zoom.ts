export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
const ZOOM_STEPS = [MIN_ZOOM, 0.75, 1, 1.25, 1.5, 2, 2.5, MAX_ZOOM];

export function clampZoom(scale: number): number {
  return Math.min(Math.max(scale, MIN_ZOOM), MAX_ZOOM);
}

/** The next step up from `scale`, which may lie between steps after 适合宽度. */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale) ?? MAX_ZOOM;
}

export function zoomOut(scale: number): number {
  return ZOOM_STEPS.findLast((step) => step < scale) ?? MIN_ZOOM;
}
