// The browser entry: hydrates the prerendered page into the single-page app. The staging gate is
// enforced by the origin before any page is sent (server/origin), so nothing here checks it.
import './styles/globals.css';
import { yieldToBrowser } from './lib/yield-to-browser';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

// The code is evaluated in two steps (React, then the app) rather than in one long task; the
// bootstrap has preloaded every chunk, so each step only runs code.
await import('react-dom/client');
await yieldToBrowser();
const { mount } = await import('./app/mount');
await yieldToBrowser();
await mount(root);
