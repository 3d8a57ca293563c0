import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// The installable app's PNG icons (192, 512, maskable 512, apple-touch 180), made from the
// favicon by `npm run icons -w apps/web` and committed: the build does not need sharp. The
// maskable icon's safe-zone padding is filled with the brand green, so a round or squircle mask
// on Android shows no white ring.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#0b6e4f' } },
  },
  images: ['public/favicon.svg'],
});
