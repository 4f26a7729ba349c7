/**
 * Styles for a block that usually starts below the first screen: the browser skips its style,
 * layout and paint until it comes near the viewport (`content-visibility: auto`) and reserves
 * `height` pixels for it meanwhile, then remembers its real size. On a phone this takes a good
 * part of the first layout off the load (issue 14; the footer, a listing's later cards, a
 * survey's questions, an awards edition's categories).
 *
 * The block gets paint containment: nothing it draws may reach outside its box (popups must be
 * portalled, as MUI's are), and it is no anchor target (a jump to it would land on estimates).
 */
export function offscreen(height: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` } as const;
}
