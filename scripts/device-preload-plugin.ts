import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minifySync, type Plugin } from 'vite';

/** A device screen's address and the module its code starts from. */
export interface DevicePreload {
  path: string;
  module: string;
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * A start on a device screen fetches the screen's code only once the entry has run (the boot asks
 * for it): one round trip after another. This adds a small script to index.html that, on a
 * device screen's address, runs `firstFrame` (a plain script: the device's first frame) and asks
 * for the screen's chunks, their imports and their CSS at once, beside the entry. Other
 * addresses fetch and run nothing more. The script is a file of its own (named by its content,
 * cached for good): the Content-Security-Policy allows no inline script.
 */
export function devicePreload(screens: DevicePreload[], firstFrame: string): Plugin {
  let base = '/';
  let emitted: { fileName: string; source: string } | undefined;
  return {
    name: 'device-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is BuiltChunk & (typeof bundle)[string] => c.type === 'chunk');
        const entry = ctx.chunk?.fileName;
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const filesOf = (module: string): string[] => {
          const start = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!start) throw new Error(`device-preload: no chunk starts at ${module}`);
          const files = new Set<string>();
          const visit = (chunk: BuiltChunk) => {
            if (chunk.fileName === entry || files.has(chunk.fileName)) return;
            files.add(chunk.fileName);
            chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
            chunk.imports.forEach((file) => {
              const next = byFile.get(file);
              if (next) visit(next);
            });
          };
          visit(start);
          return [...files];
        };
        // The entry's own imports are preloaded by the page already.
        const preloaded = new Set(entry ? (byFile.get(entry)?.imports ?? []) : []);
        const byPath: Record<string, string[]> = {};
        for (const screen of screens) {
          const files = new Set([...(byPath[screen.path] ?? []), ...filesOf(screen.module)]);
          byPath[screen.path] = [...files].filter((file) => !preloaded.has(file));
        }
        const frame = readFileSync(firstFrame, 'utf8');
        // The frame first: its field takes the scanner's input from then on. Whatever it meets, the
        // preloads still go out.
        const source = `(function(){var f=${JSON.stringify(byPath)}[location.pathname.replace(/\\/+$/,'')];if(!f)return;\ntry{\n${frame}\n}catch(e){}\nf.forEach(function(n){var l=document.createElement('link');var css=/\\.css$/.test(n);l.rel=css?'preload':'modulepreload';if(css)l.as='style';l.crossOrigin='';l.href=${JSON.stringify(base)}+n;document.head.appendChild(l)})})()`;
        // Written for reading (the first frame has its comments); it runs first on a slow device.
        const minified = minifySync('device-preload.js', source);
        if (minified.errors.length > 0) throw new Error(`device-preload: ${minified.errors.map((e) => e.message).join('; ')}`);
        const script = minified.code;
        const fileName = `assets/device-preload-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
        emitted = { fileName, source: script };
        // Right after the charset, ahead of the style sheets: a script placed after one waits for it to load.
        const charset = /<meta charset[^>]*>/i;
        if (!charset.test(html)) throw new Error('device-preload: index.html has no <meta charset>');
        return html.replace(charset, (meta) => `${meta}\n    <script src="${base}${fileName}"></script>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler() {
        if (emitted) this.emitFile({ type: 'asset', fileName: emitted.fileName, source: emitted.source });
      },
    },
  };
}
