import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        // The server renderer (`vite build --ssr`): one module for Node, beside the server.
        ssr: 'entry-server.tsx',
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        target: 'node20',
        // The renderer loads every page eagerly on purpose (decision 007), so the router's lazy
        // imports are bound to be "ineffective" here: no need to warn about each one.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        // No <link rel="modulepreload"> in the page: the server-rendered page paints first, and
        // its scripts (fetched once the entry module arrives) do not compete with the stylesheet,
        // fonts and hero image for the first bytes. Later code-split chunks still preload theirs.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, dependencies, { hostType }) =>
            hostType === 'html' ? [] : dependencies,
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
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
}));
