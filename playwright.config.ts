import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/lib/chromium.mjs';

// End-to-end tests run in Debian's Chromium (no Playwright browser download) against the built site,
// served by nginx exactly as in production (tests/hosting/serve-nginx.mjs).
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]],
  use: {
    baseURL: process.env.BASE_URL ?? `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        // The built site behind a real nginx with the shipped config (deploy/nginx/site.conf).
        command: `node tests/hosting/serve-nginx.mjs ${port}`,
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: false,
        timeout: 60_000,
      },
});
