import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { isLocale, type Locale } from '#shared/locale.ts';
import { localizedIndexHtml, messagesPlugin } from './scripts/i18n/messages.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The page's entry script (boot.ts, which starts the app once the page has painted) asked for at
 * low priority: the stylesheet, fonts and the picture the page opens with come first (decision
 * 035). Vite writes the entry's tag itself, so the attribute is added to what it wrote.
 */
const scriptAfterPaint: Plugin = {
  name: 'suitebook:script-after-paint',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<script type="module" crossorigin src=/g,
        '<script type="module" crossorigin fetchpriority="low" src=',
      ),
  },
};

/** lucide-react's index, which imports every one of its icons. */
const ICON_INDEX = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * The modules of the home page's first view, gathered into one chunk (decision 043): the app's
 * entry (main.tsx) and the home page, with everything they import statically. The framework has
 * its own chunk; other pages load this chunk too, and their own code after it.
 *
 * Worked out from the module graph once it is built, so it follows the code: a module the home
 * page stops importing leaves the chunk, one it starts importing joins it. Icons are imported
 * one by one (`lucide-react/icons/<name>`): the package's index names all of them, and would
 * bring every icon the site uses anywhere into the first view.
 */
function firstViewModules(roots: readonly string[]) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'suitebook:first-view-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const pending = roots.map((root) => path.resolve(import.meta.dirname, root));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        // Not the bundler's own helpers (`\0…`, such as Vite's for dynamic imports): the page's
        // entry uses them to start the app, and would load this chunk, and run it, to get them.
        if (modules.has(id) || id.startsWith('\0')) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const index = info.importedIds.find((imported) => ICON_INDEX.test(imported));
        if (index) {
          this.error(
            `${path.relative(import.meta.dirname, id)} imports lucide-react's index, which imports every icon: import each icon from 'lucide-react/icons/<name>'.`,
          );
        }
        modules.add(id);
        pending.push(...info.importedIds);
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}

const firstView = firstViewModules(['src/web/main.tsx', 'src/web/app/routes/home.tsx']);

/**
 * The language this build is for (decision 049): the app is built once per language, each
 * build with its own wordings in its chunks. English builds into dist/web and dist/ssr/en;
 * another language adds its page (index.<locale>.html) and chunks to dist/web (chunks without
 * words are the same file in both) and its renderer to dist/ssr/<locale>.
 */
const requestedLocale = process.env.SUITEBOOK_LOCALE ?? 'en';
if (!isLocale(requestedLocale))
  throw new Error(`SUITEBOOK_LOCALE=${requestedLocale}: no such language`);
const locale: Locale = requestedLocale;

/** The page of this build's language: index.html for English, index.<locale>.html otherwise. */
const localePage: Plugin = {
  name: 'suitebook:locale-page',
  // After Vite's own plugins, which write the page into the bundle.
  enforce: 'post',
  transformIndexHtml: { order: 'pre', handler: (html) => localizedIndexHtml(html, locale) },
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (locale === 'en' || !page || page.type !== 'asset') return;
    delete bundle['index.html'];
    this.emitFile({ type: 'asset', fileName: `index.${locale}.html`, source: page.source });
  },
};

export default defineConfig(
  ({ isSsrBuild }): UserConfig => ({
    root: 'src/web',
    // The renderer is one module with its packages in it: React's production build is chosen
    // when it is built, whatever NODE_ENV the server runs with.
    ssr: { noExternal: true },
    define: {
      'import.meta.env.SUITEBOOK_LOCALE': JSON.stringify(locale),
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    // Every message is parsed by the build (scripts/i18n/messages.ts): the parser stays out.
    resolve: {
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
    publicDir: '../../public',
    // React's JSX, and fast refresh (components keep their state across edits) in `npm run dev`.
    plugins: [
      messagesPlugin(locale),
      react(),
      tailwindcss(),
      scriptAfterPaint,
      localePage,
      firstView.plugin,
    ],
    build: isSsrBuild
      ? {
          // The server renderer (`vite build --ssr`): one module for Node, beside the server.
          ssr: 'entry-server.tsx',
          outDir: `../../dist/ssr/${locale}`,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: true,
          target: 'node20',
          // The renderer loads every page eagerly on purpose (decision 007), so the router's lazy
          // imports are bound to be "ineffective" here: no need to warn about each one.
          // Bundled packages mark their React Server Components boundaries ("use client"); the
          // site has no server components, so those marks mean nothing here.
          rolldownOptions: {
            checks: { ineffectiveDynamicImport: false, moduleLevelDirective: false },
          },
        }
      : {
          outDir: '../../dist/web',
          // English first: the other languages' builds add to it.
          emptyOutDir: locale === 'en',
          copyPublicDir: locale === 'en',
          sourcemap: true,
          target: 'es2022',
          // No <link rel="modulepreload"> at all. Not in the page: the server-rendered page paints
          // first, and its scripts do not compete with the stylesheet, fonts and hero picture for
          // the first bytes. Nor added by script when a page's code is imported: adding some 30
          // links cost a phone 40-50 ms of one task (measured, decision 035); the browser fetches
          // each chunk's imports as it reads it.
          modulePreload: false,
          rolldownOptions: {
            // As in the renderer: "use client" marks mean nothing without server components.
            checks: { moduleLevelDirective: false },
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                    priority: 2,
                  },
                  // The set is whole already (every static import is in it); the bundler's own
                  // helpers are left out of it, see firstViewModules.
                  {
                    name: 'site',
                    test: firstView.has,
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
    server: {
      port: Number(process.env.PORT ?? 3000),
      proxy: { '/api': `http://127.0.0.1:${apiPort}` },
    },
  }),
);
