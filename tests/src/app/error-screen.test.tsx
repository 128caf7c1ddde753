import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '@/app/error-screen';
import { errorScreenCopy, notFoundCopy } from '@/content/pages';

let explode = true;
function Bomb() {
  if (explode) throw new Error('boom');
  return <p>Recovered</p>;
}

describe('top-level error screen', () => {
  it('shows the required copy and Return to Home clears the error and goes to /', async () => {
    // React reports caught render errors on console.error; this test provokes exactly that.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.pushState(null, '', '/pricing');
    render(
      <AppErrorBoundary>
        <Bomb />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: errorScreenCopy.title })).toBeInTheDocument();
    expect(screen.getByText(errorScreenCopy.message)).toBeInTheDocument();
    explode = false;
    await userEvent.click(screen.getByRole('button', { name: notFoundCopy.action }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    spy.mockRestore();
    warn.mockRestore();
  });
});
