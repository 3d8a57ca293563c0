/** docs/product/geography-and-prices.md: suggestion texts are at most 60 characters. */
export const SUGGESTION_LABEL_MAX = 60;

/** Cuts a text to `max` characters, the last one being an ellipsis when it was too long. */
export function truncateLabel(text: string, max = SUGGESTION_LABEL_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * docs/product/geography-and-prices.md: a municipality suggestion reads "name, postcode, country" ("Lyon, 69001, France",
 * "Genève, 1200, Suisse"), cut to 60 characters.
 */
export function municipalityLabel(
  name: string,
  postcode: string | undefined,
  country = 'France',
): string {
  return truncateLabel([name, postcode, country].filter(Boolean).join(', '));
}

/** A used address suggestion: "address, postcode town", cut to 60 characters. */
export function addressLabel(address: string, postcode: string | undefined, city: string): string {
  return truncateLabel(`${address}, ${[postcode, city].filter(Boolean).join(' ')}`);
}
