import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

export function mount(container: HTMLElement): void {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
