import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000', '/account': 'http://localhost:3000', '/oauth': 'http://localhost:3000' } },
  build: { outDir: 'dist' },
});
