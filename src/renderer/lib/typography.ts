/** The app's type face: the device's own, so no font file stands between a visitor and the text. */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
