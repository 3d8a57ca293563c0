import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An entry of the Vite client build's manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The `<link>` tags of a server-rendered page's lazy route modules. Without them the
 * page's HTML paints without its route CSS, which arrives with the route chunk before hydration
 * and moves everything (CLS 0.1–0.6). For each module: its chunk and the chunks it imports
 * statically (modulepreload) and all their CSS (stylesheet), minus what index.html already loads.
 */
export function createRouteAssets(distDir: string): (modules: string[]) => string {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  let cached: { manifest: Manifest; entryFiles: Set<string> } | null = null;

  function load() {
    if (cached || !existsSync(manifestPath)) return cached;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const entryFiles = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.isEntry) collect(manifest, key, new Set(), entryFiles);
    cached = { manifest, entryFiles };
    return cached;
  }

  return function routeAssetTags(modules) {
    const loaded = load();
    if (!loaded) return '';
    const files = new Set<string>();
    const seen = new Set<string>();
    for (const module of modules) collect(loaded.manifest, module, seen, files);
    // The parts a page loads after start-up (the home's featured trips, its search box) are in
    // the server's HTML already: their CSS is linked too, or they would move when it arrives.
    // Their code is not preloaded (it is not needed to show and hydrate the page).
    const deferred = new Set<string>();
    for (const module of modules)
      for (const key of loaded.manifest[module]?.dynamicImports ?? [])
        collect(loaded.manifest, key, new Set(seen), deferred);
    for (const file of deferred) if (file.endsWith('.css')) files.add(file);
    const tags: string[] = [];
    for (const file of files) {
      if (loaded.entryFiles.has(file)) continue;
      // `crossorigin` as Vite writes it in index.html: the module script and its preload share one
      // request mode (CORS), so the browser fetches each chunk once.
      if (file.endsWith('.css')) tags.push(`<link rel="stylesheet" crossorigin href="/${file}">`);
      else if (file.endsWith('.js'))
        tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
    // Stylesheets first: they block the first paint, the scripts do not.
    return tags
      .sort((a, b) => Number(a.includes('modulepreload')) - Number(b.includes('modulepreload')))
      .join('');
  };
}

/** Adds the files of `key` and of the chunks it imports statically (depth first, CSS in order). */
function collect(manifest: Manifest, key: string, seen: Set<string>, files: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, files);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
}
