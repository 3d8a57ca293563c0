/**
 * Origins the Content-Security-Policy must allow for Google's sign-in button (Google Identity
 * Services) and for avatars hosted by Google (docs/product/accounts.md), only when GOOGLE_CLIENT_ID is set.
 */
export function googleCspSources(clientId: string | undefined) {
  if (!clientId) return {};
  const gsi = 'https://accounts.google.com/gsi/';
  return {
    extraScriptSources: [`${gsi}client`, `${gsi}style`],
    extraConnectSources: [gsi],
    extraFrameSources: [gsi],
    extraImageSources: ['https://*.googleusercontent.com'],
  };
}
