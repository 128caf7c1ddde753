import './styles/globals.css';
import { runGate } from './features/password-gate';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The site (React, the router, every page) is fetched only once the gate has been passed.
runGate(root, () => {
  void import('./app/mount').then(({ mount }) => mount(root));
});
