/** Inline SVG pictures for stories and tests: the catalogue must work offline. */
function svgDataUrl(fill: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270"><rect width="480" height="270" fill="${fill}"/><circle cx="360" cy="90" r="48" fill="#ffffff" opacity="0.35"/><path d="M0 270L160 120L280 220L360 160L480 270Z" fill="#ffffff" opacity="0.5"/><text x="24" y="48" font-family="sans-serif" font-size="28" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const originalImage = svgDataUrl('#1B4FD6', 'Kraków (original)');
export const webpImage = svgDataUrl('#0F766E', 'Kraków (WebP)');
