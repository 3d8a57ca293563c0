type CspSources = Partial<
  Record<
    'extraScriptSources' | 'extraConnectSources' | 'extraFrameSources' | 'extraImageSources',
    string[]
  >
>;

/**
 * The map style's host must be reachable from the page (the style, its tiles, glyphs and sprite;
 * docs/decisions/029-meeting-points-and-map.md): its origin joins connect-src and img-src. A
 * style whose tiles live on another host needs that host too: choose a style served from one.
 */
export function mapCspSources(styleUrl: string | undefined): CspSources {
  if (!styleUrl) return {};
  const origin = new URL(styleUrl).origin;
  return { extraConnectSources: [origin], extraImageSources: [origin] };
}

/** Several features' extra CSP origins, each directive's lists joined. */
export function mergeCspSources(...all: CspSources[]): CspSources {
  const merged: CspSources = {};
  for (const sources of all)
    for (const [key, values] of Object.entries(sources) as [keyof CspSources, string[]][])
      merged[key] = [...(merged[key] ?? []), ...values];
  return merged;
}
