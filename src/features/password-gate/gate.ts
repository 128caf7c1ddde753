// Entry of the staging gate page (the only script a visitor without the gate cookie can load).
import './gate.css';
import { passGate } from './gate-client';
import { wireGateView } from './gate-view';

wireGateView(document, {
  // The gate page is served at the URL that was asked for: that is where the visitor goes next.
  check: (password) => passGate(password, `${location.pathname}${location.search}${location.hash}`),
  onSuccess: (target) => {
    const url = new URL(target, location.href);
    // Same document (at most the hash differs): replace() would only scroll, so load it again.
    if (url.pathname === location.pathname && url.search === location.search) location.reload();
    else location.replace(url.href);
  },
});
