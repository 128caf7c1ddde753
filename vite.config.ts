import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { siteConfig } from './src/config/site.ts';

/** `npm run dev`: the same local backend as `npm start`, mounted inside the Vite dev server. */
function localBackend(): Plugin {
  return {
    name: 'local-backend',
    apply: 'serve',
    async configureServer(server) {
      const [{ getRequestListener }, { createApp }, { startBackend }, { readServerConfig }] =
        await Promise.all([
          import('@hono/node-server'),
          import('./server/app.ts'),
          import('./server/backend.ts'),
          import('./server/config.ts'),
        ]);
      const config = readServerConfig();
      const backend = await startBackend(config);
      const listener = getRequestListener(createApp({ functions: backend.functions }).fetch);
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/functions/v1/')) void listener(req, res);
        else next();
      });
      if (config.usingDevPassword) {
        server.config.logger.info(`  staging password (development default): ${config.stagingPassword}`);
      }
    },
  };
}

/** The product name has one source (src/config/site.ts), the HTML shell included. */
function siteName(): Plugin {
  return { name: 'site-name', transformIndexHtml: (html) => html.replaceAll('%SITE_NAME%', siteConfig.name) };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), siteName(), localBackend()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@shared': path.resolve(import.meta.dirname, 'supabase/functions/_shared'),
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
});
