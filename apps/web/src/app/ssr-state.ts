import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server render hands to the browser, in a <script> after #root: the query
 * cache it filled (TanStack Query dehydration), so the first client render shows the same data
 * without fetching it again.
 */
export interface ServerRenderState {
  queries: DehydratedState;
}

/** A data block, not a script: the CSP (script-src 'self') forbids inline scripts. */
export const SSR_STATE_ID = 'bonneroute-ssr-state';

/** JSON inside <script> must not be able to close the tag. */
export function serializeState(state: ServerRenderState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

export function readServerState(): ServerRenderState | undefined {
  const block = document.getElementById(SSR_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as ServerRenderState;
  } catch {
    return undefined;
  }
}
