import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devicePreload } from './scripts/device-preload-plugin.ts';

/** The MUI controls nearly every office screen draws: one shared chunk (the device screens have no MUI). */
const MUI_CONTROLS =
  /@mui[\\/]material[\\/](ButtonBase|Button|IconButton|Paper|SvgIcon|Typography|InputBase|OutlinedInput|InputLabel|TextareaAutosize|FormControl|FormLabel|FormHelperText|Alert|LinearProgress|useLazyRipple)[\\/]/;

// The dev server forwards API and realtime calls to the API server (npm start serves both itself).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    // A start on the handheld's screen fetches its code beside the entry (src/app/device-screens.ts)
    // and draws its first frame before that code has arrived (src/app/device/device-shell.js).
    devicePreload(
      [
        { path: '/apps/gatekeeper', module: 'src/app/device/device-start.tsx' },
        { path: '/apps/gatekeeper', module: 'src/features/gatekeeper/gatekeeper-page.tsx' },
      ],
      'src/app/device/device-shell.js',
    ),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registration lives in src/app (workbox-window), and the manifest is public/manifest.webmanifest.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The camera decoder's WebAssembly (about 1 MB) too: a device that goes offline before its
        // first camera scan still has it. It is fetched by the worker, never on the app's cold start.
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,wasm}'],
        // Not the features' rich text editor (130 KB gzip): an office part that saves only online, so
        // handhelds do not download it on install; offline, its field edits the HTML as text.
        globIgnores: ['**/rich-text-editor-*.js'],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks compress better and cost fewer round trips: everything a start loads
        // before any lazy screen is one chunk, and the controls nearly every screen draws are another.
        // The camera decoder and the realtime client keep names of their own, so a cold start can be checked for them.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 3 },
            { name: 'camera-decoder', test: /[\\/](@zxing|zxing-wasm)[\\/]/, priority: 2 },
            // The realtime client loads once the session is confirmed, after the first screen.
            {
              name: 'realtime',
              test: /[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter)[\\/]/,
              priority: 2,
            },
            { name: 'mui-controls', test: MUI_CONTROLS, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/socket.io': { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
});
