/**
 * Social networks do not display SVG: each illustration has a PNG twin (1200×630, rendered from
 * the SVG by scripts/render-blog-images.mjs) used for og:image and JSON-LD.
 */
export function socialImage(svgPath: string): string {
  return svgPath.replace(/\.svg$/, '.png');
}
