// The browser entry: hydrates the prerendered page into the single-page app. The staging gate is
// enforced by the origin before any page is sent (server/origin), so nothing here checks it.
import './styles/globals.css';
import { APP_FAILED_EVENT } from './lib/early/contract';
import { yieldToBrowser } from './lib/yield-to-browser';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

// The code is evaluated in steps (React, the parts every page shares, then the app and the page)
// rather than in one long task: the page preloads every chunk, so a step evaluates all of its
// module graph that has arrived at once; each step only runs code.
try {
  await import('react-dom/client');
  await yieldToBrowser();
  // A module of the shared chunk: evaluating it evaluates the chunk (router, class merge, UI parts).
  await import('./lib/cn');
  await yieldToBrowser();
  const { mount } = await import('./app/mount');
  await yieldToBrowser();
  await mount(root);
} catch (error) {
  // A chunk that did not arrive, or an error while starting: the head script lets the page fall
  // back to what it shows without scripts (src/lib/early/replay.ts, watchAppFailure).
  console.error('The app could not start', error);
  document.dispatchEvent(new Event(APP_FAILED_EVENT));
}
