import { PASSWORD_MAX_LENGTH } from '@shared/contracts/password-messages';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gateCopy } from '@/content/gate';
import type { GateOutcome } from '@/features/password-gate/gate-client';
import { gateMarkup } from '@/features/password-gate/gate-markup';
import { wireGateView } from '@/features/password-gate/gate-view';

function setup(check: (p: string) => Promise<GateOutcome>) {
  const onSuccess = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = gateMarkup();
  document.body.replaceChildren(container);
  wireGateView(container, { check, onSuccess });
  return {
    onSuccess,
    field: screen.getByLabelText(gateCopy.label) as HTMLInputElement,
    button: screen.getByRole('button', { name: gateCopy.submit }),
    user: userEvent.setup(),
  };
}

describe('password gate view', () => {
  beforeEach(() => document.body.replaceChildren());

  it('shows the required copy, a labelled password field with its placeholder, focused', () => {
    const { field } = setup(vi.fn());
    expect(screen.getByRole('heading', { level: 1, name: gateCopy.title })).toBeInTheDocument();
    expect(screen.getByText(gateCopy.subtitle)).toBeInTheDocument();
    expect(screen.getByText(gateCopy.footer)).toBeInTheDocument();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('placeholder', gateCopy.placeholder);
    expect(field).toHaveFocus();
  });

  it('takes no more of a password than validate-password reads (decision 055)', () => {
    const { field } = setup(vi.fn());
    expect(field).toHaveAttribute('maxlength', String(PASSWORD_MAX_LENGTH));
  });

  it('refuses an empty or blank password without calling the check', async () => {
    const check = vi.fn<(p: string) => Promise<GateOutcome>>();
    const { field, button, user } = setup(check);
    await user.click(button);
    expect(screen.getByText(gateCopy.errors.empty)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '   ');
    await user.click(button);
    expect(screen.getByText(gateCopy.errors.empty)).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });

  it('clears the error as soon as the field is edited', async () => {
    const { field, button, user } = setup(vi.fn());
    await user.click(button);
    expect(screen.getByText(gateCopy.errors.empty)).toBeInTheDocument();
    await user.type(field, 'x');
    expect(screen.queryByText(gateCopy.errors.empty)).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the password exactly as typed and shows Verifying... disabled meanwhile', async () => {
    let resolve!: (r: GateOutcome) => void;
    const check = vi.fn(
      () =>
        new Promise<GateOutcome>((r) => {
          resolve = r;
        }),
    );
    const { field, user, onSuccess } = setup(check);
    await user.type(field, '  Secret Pass ');
    await user.keyboard('{Enter}');
    expect(check).toHaveBeenCalledWith('  Secret Pass ');
    const busy = screen.getByRole('button', { name: gateCopy.verifying });
    expect(busy).toBeDisabled();
    resolve({ result: 'ok', location: '/pricing' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('/pricing'));
  });

  it('says Incorrect password and clears the field on a wrong password', async () => {
    const { field, user, onSuccess } = setup(async () => ({ result: 'incorrect' }));
    await user.type(field, 'nope{Enter}');
    expect(await screen.findByText(gateCopy.errors.incorrect)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: gateCopy.submit })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('says Unable to verify when the call fails, keeping what was typed', async () => {
    const { field, user } = setup(async () => ({ result: 'unavailable' }));
    await user.type(field, 'maybe{Enter}');
    expect(await screen.findByText(gateCopy.errors.unavailable)).toBeInTheDocument();
    expect(field).toHaveValue('maybe');
  });

  it('explains throttling clearly', async () => {
    const { field, user } = setup(async () => ({ result: 'throttled' }));
    await user.type(field, 'again{Enter}');
    expect(await screen.findByText(gateCopy.errors.throttled)).toBeInTheDocument();
  });
});
