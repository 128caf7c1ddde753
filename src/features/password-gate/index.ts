// The application's initial gate step: routes render only after it succeeds.
import { env } from '@/config/env';
import { checkPassword } from './gate-client';
import { isGateRemembered, rememberGate } from './gate-session';
import { mountGateView } from './gate-view';

export function runGate(container: HTMLElement, openSite: () => void): void {
  if (env.publicLaunch || isGateRemembered()) {
    openSite();
    return;
  }
  const unmount = mountGateView(container, {
    check: checkPassword,
    onSuccess: () => {
      rememberGate();
      unmount();
      openSite();
    },
  });
}
