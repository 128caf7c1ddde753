// Early input (src/lib/early/replay.ts): what a visitor does before the app is ready is kept and
// replayed once it is, on app-only controls only; everything that works by itself is left alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_FAILED_EVENT,
  APP_OWNED_PROPERTY_PREFIX,
  APP_READY_EVENT,
  APP_STARTING_EVENT,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_FAILED_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_READY_EVENT,
  PENDING_ATTRIBUTE,
} from '@/lib/early/contract';
import {
  announceEarlyValues,
  appOnlyControl,
  changedFields,
  keepEarlyInput,
  ownedByApp,
  watchAppFailure,
} from '@/lib/early/replay';
import { CONTACT_FIELDS } from '../../../../supabase/functions/_shared/contracts/contact.ts';

/** What React leaves on an element it has hydrated. */
function hydrate(element: Element) {
  Object.assign(element, { [`${APP_OWNED_PROPERTY_PREFIX}abc`]: {} });
}

/** The keeper a test starts with keepInput(); stopped after each test. */
let stop: (() => void) | undefined;
const keepInput = () => {
  stop = keepEarlyInput();
};
afterEach(() => {
  stop?.();
  stop = undefined;
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

function ready() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  document.dispatchEvent(new Event(APP_READY_EVENT));
}

describe('appOnlyControl', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="plain" type="button"><span id="inner">Next</span></button>
      <a id="link" href="/pricing"><button id="in-link" type="button">x</button></a>
      <form><button id="submit">Send</button><button id="typed-submit" type="submit">Send</button></form>
      <button id="pop" popovertarget="menu">Open menu</button>
      <button id="theme" data-theme-toggle type="button">Theme</button>
      <button id="off" type="button" disabled>Off</button>
      <details><summary id="summary">Question</summary></details>
      <div role="tab" id="tab" tabindex="0">Tab</div>
      <label><input id="radio" type="radio" name="r"> Annual</label>`;
  });

  it('is the button a click lands in, when only the app can run it', () => {
    expect(appOnlyControl(document.getElementById('inner'))?.id).toBe('plain');
    expect(appOnlyControl(document.getElementById('tab'))?.id).toBe('tab');
  });

  it('is null for what works by itself', () => {
    for (const id of ['link', 'in-link', 'submit', 'typed-submit', 'pop', 'theme', 'off', 'summary', 'radio'])
      expect(appOnlyControl(document.getElementById(id)), id).toBeNull();
  });
});

describe('keepEarlyInput', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="next" type="button">Next</button>
      <div role="tablist"><button id="t1" role="tab" type="button">One</button></div>
      <a id="link" href="#x">Link</a>`;
  });

  it('keeps a click on an app-only control until the app is ready, then replays it there, once', () => {
    keepInput();
    const button = document.getElementById('next')!;
    const onClick = vi.fn();
    const onPress = vi.fn();
    button.addEventListener('click', onClick);
    button.addEventListener('mousedown', onPress);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute(PENDING_ATTRIBUTE);

    ready();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    expect(button).not.toHaveAttribute(PENDING_ATTRIBUTE);

    // Ready now: clicks go straight through, and nothing is replayed again.
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('gives the app the press it missed when a press begun on the served control ends once the app runs it', () => {
    keepInput();
    const tab = document.getElementById('t1')!;
    const seen: string[] = [];
    // The press lands on the served markup: nothing of the app listens yet.
    tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    // The app takes the tab over (React hydrates it and listens), then the button is released.
    hydrate(tab);
    ready();
    tab.addEventListener('mousedown', () => seen.push('press'));
    tab.addEventListener('click', () => seen.push('click'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(seen).toEqual(['press', 'click']);
    // A press the app saw itself is not given twice.
    tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    tab.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(seen).toEqual(['press', 'click', 'press', 'click']);
  });

  it('lets a click through to a control the app has hydrated already, unless an earlier one waits', () => {
    keepInput();
    const button = document.getElementById('next')!;
    const tab = document.getElementById('t1')!;
    // What React leaves on an element it hydrated (the rest of the page may still be on its way).
    Object.assign(button, { [`${APP_OWNED_PROPERTY_PREFIX}abc`]: {} });
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const live = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(live);
    expect(live.defaultPrevented).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ownedByApp(button)).toBe(true);
    expect(ownedByApp(tab)).toBe(false);

    // A click on a part not hydrated yet is kept; after it, even a live control waits its turn.
    tab.click();
    expect(tab).toHaveAttribute(PENDING_ATTRIBUTE);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    ready();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('replays clicks in the order they were made', () => {
    keepInput();
    const order: string[] = [];
    for (const id of ['next', 't1'])
      document.getElementById(id)!.addEventListener('click', () => order.push(id));
    document.getElementById('t1')!.click();
    document.getElementById('next')!.click();
    ready();
    expect(order).toEqual(['t1', 'next']);
  });

  it('keeps arrow keys pressed in a tab list and replays them on the same tab', () => {
    keepInput();
    const tab = document.getElementById('t1')!;
    const keys: string[] = [];
    tab.addEventListener('keydown', (e) => keys.push(e.key));
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    expect(keys).toEqual(['a']);
    ready();
    expect(keys).toEqual(['a', 'ArrowRight']);
  });

  it('leaves links alone', () => {
    keepInput();
    const link = document.getElementById('link')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('drops nothing for an element that left the page: it is skipped, the rest replays', () => {
    keepInput();
    const next = document.getElementById('next')!;
    const tab = document.getElementById('t1')!;
    const onTab = vi.fn();
    tab.addEventListener('click', onTab);
    next.click();
    tab.click();
    next.remove();
    ready();
    expect(onTab).toHaveBeenCalledTimes(1);
  });
});

describe('an app that cannot run', () => {
  let stopWatching: (() => void) | undefined;
  afterEach(() => {
    stopWatching?.();
    stopWatching = undefined;
  });
  const loadError = (script: HTMLScriptElement) => {
    document.head.append(script);
    script.dispatchEvent(new Event('error')); // as the browser: not bubbling
    script.remove();
  };
  const moduleScript = () => Object.assign(document.createElement('script'), { type: 'module' });

  it('is reported once, by a module script that failed to load or by the entry', () => {
    const onFailure = vi.fn();
    stopWatching = watchAppFailure(onFailure);
    loadError(moduleScript());
    expect(onFailure).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event(APP_FAILED_EVENT));
    expect(onFailure).toHaveBeenCalledTimes(1);

    const fromEntry = vi.fn();
    stopWatching = watchAppFailure(fromEntry);
    document.dispatchEvent(new Event(APP_FAILED_EVENT));
    expect(fromEntry).toHaveBeenCalledTimes(1);
  });

  it('is not reported for a classic script or an image, nor once the app is ready', () => {
    const onFailure = vi.fn();
    stopWatching = watchAppFailure(onFailure);
    loadError(document.createElement('script'));
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect(onFailure).not.toHaveBeenCalled();

    ready();
    loadError(moduleScript());
    document.dispatchEvent(new Event(APP_FAILED_EVENT));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('lets go of what was kept: stopping the keeper clears the pending marks and replays nothing', () => {
    document.body.innerHTML = '<button id="next" type="button">Next</button>';
    keepInput();
    const button = document.getElementById('next')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(button).toHaveAttribute(PENDING_ATTRIBUTE);
    stop?.();
    stop = undefined;
    expect(button).not.toHaveAttribute(PENDING_ATTRIBUTE);
    ready();
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('keepEarlyInput on an island (a part that hydrates after the app is ready)', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="menu" type="button">Menu</button>
      <div id="island" ${ISLAND_ATTRIBUTE}="features">
        <div role="tablist"><button id="tab" role="tab" type="button">Reach</button></div>
        <a id="link" href="#x">Link</a>
      </div>`;
  });

  const islandReady = () =>
    document.getElementById('island')!.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
  /** The island's boundary has committed (src/components/layout/island.tsx), then says so. */
  const islandCommitted = () => {
    document.getElementById('island')!.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    islandReady();
  };

  it('after the app is ready, keeps a click on the island until it has hydrated, then replays it once', () => {
    keepInput();
    const menu = document.getElementById('menu')!;
    hydrate(menu);
    ready();
    const tab = document.getElementById('tab')!;
    const onTab = vi.fn();
    tab.addEventListener('click', onTab);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(tab).toHaveAttribute(PENDING_ATTRIBUTE);
    // Another island's news, or this one's before React owns the tab: still kept.
    islandReady();
    expect(onTab).not.toHaveBeenCalled();

    hydrate(tab);
    islandCommitted();
    expect(onTab).toHaveBeenCalledTimes(1);
    expect(tab).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(document.activeElement).toBe(tab);
    islandReady();
    expect(onTab).toHaveBeenCalledTimes(1);
    // Live now: straight through.
    tab.click();
    expect(onTab).toHaveBeenCalledTimes(2);
  });

  it('keeps a click on an element React has claimed but not committed, at ready and after it', () => {
    keepInput();
    const tab = document.getElementById('tab')!;
    const onTab = vi.fn();
    tab.addEventListener('click', onTab);
    tab.click();
    // React renders the island as the app gets ready: the tab is claimed, its boundary not committed.
    hydrate(tab);
    ready();
    expect(onTab).not.toHaveBeenCalled();
    const meanwhile = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab.dispatchEvent(meanwhile);
    expect(meanwhile.defaultPrevented).toBe(true);
    islandReady();
    expect(onTab).not.toHaveBeenCalled();
    islandCommitted();
    expect(onTab).toHaveBeenCalledTimes(2);
    expect(tab).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });

  it('before the app is ready, keeps a click on an island element React has claimed until the island is live', () => {
    keepInput();
    const tab = document.getElementById('tab')!;
    const onTab = vi.fn();
    tab.addEventListener('click', onTab);
    // The island renders before the rest of the page is ready: the tab is claimed, not committed.
    hydrate(tab);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(tab).toHaveAttribute(PENDING_ATTRIBUTE);
    islandCommitted();
    expect(onTab).toHaveBeenCalledTimes(1);
    expect(tab).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });

  it('keeps arrow keys in an island tab list until it is live', () => {
    keepInput();
    ready();
    const tab = document.getElementById('tab')!;
    const keys: string[] = [];
    tab.addEventListener('keydown', (e) => keys.push(e.key));
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    expect(keys).toEqual([]);
    hydrate(tab);
    islandCommitted();
    expect(keys).toEqual(['ArrowRight']);
  });

  /** The header's menu and the island's tab, each noting its clicks in `order`. */
  const clicksInOrder = () => {
    const menu = document.getElementById('menu')!;
    const tab = document.getElementById('tab')!;
    const order: string[] = [];
    for (const el of [menu, tab]) el.addEventListener('click', () => order.push(el.id));
    return { menu, tab, order };
  };

  it('at ready, replays what was kept outside islands and holds only what waits for one', () => {
    keepInput();
    const { menu, tab, order } = clicksInOrder();
    tab.click();
    menu.click();
    hydrate(menu);
    ready();
    expect(order).toEqual(['menu']);
    hydrate(tab);
    islandCommitted();
    expect(order).toEqual(['menu', 'tab']);
  });

  it('lets go of what it kept for an island whose code failed, and keeps nothing more for it', () => {
    keepInput();
    const { menu, tab, order } = clicksInOrder();
    tab.click();
    hydrate(menu);
    ready();
    expect(tab).toHaveAttribute(PENDING_ATTRIBUTE);
    // The island's code did not load (src/components/layout/island.tsx): marked, then said.
    document.getElementById('island')!.setAttribute(ISLAND_FAILED_ATTRIBUTE, '');
    islandReady();
    expect(tab).not.toHaveAttribute(PENDING_ATTRIBUTE);
    expect(order).toEqual([]);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(tab).not.toHaveAttribute(PENDING_ATTRIBUTE);
    // The rest of the page is not held up by it.
    menu.click();
    expect(order).toEqual(['tab', 'menu']);
  });

  it("leaves the island's links and live controls alone after ready", () => {
    keepInput();
    ready();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const menu = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('menu')!.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(false);
  });
});

describe('announceEarlyValues', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <input id="name" value="">
      <input id="untouched" value="kept">
      <select id="purpose"><option value="">Pick</option><option value="demo">Demo</option></select>
      <label><input id="monthly" type="radio" name="b" value="m" checked></label>
      <label><input id="annual" type="radio" name="b" value="a"></label>
      <textarea id="message"></textarea>`;
  });

  it('fires the change event of every field changed since it was served, and keeps value and caret', () => {
    const name = document.getElementById('name') as HTMLInputElement;
    const purpose = document.getElementById('purpose') as HTMLSelectElement;
    const annual = document.getElementById('annual') as HTMLInputElement;
    const message = document.getElementById('message') as HTMLTextAreaElement;
    name.value = CONTACT_FIELDS.name.placeholder;
    purpose.value = 'demo';
    annual.checked = true;
    message.value = 'Hello there';
    message.focus();
    message.setSelectionRange(3, 3);
    const seen: string[] = [];
    for (const type of ['input', 'change', 'click'])
      document.addEventListener(type, (e) => seen.push(`${type}:${(e.target as Element).id}`));

    announceEarlyValues(changedFields());

    expect(seen).toEqual(['input:name', 'change:purpose', 'click:annual', 'input:message']);
    expect(name.value).toBe(CONTACT_FIELDS.name.placeholder);
    expect(purpose.value).toBe('demo');
    expect(annual.checked).toBe(true);
    expect(message.value).toBe('Hello there');
    expect(document.activeElement).toBe(message);
    expect([message.selectionStart, message.selectionEnd]).toEqual([3, 3]);
  });

  it('fires nothing when nothing changed', () => {
    const seen: string[] = [];
    for (const type of ['input', 'change', 'click']) document.addEventListener(type, () => seen.push(type));
    announceEarlyValues(changedFields());
    announceEarlyValues(document.querySelectorAll('input, select, textarea'));
    expect(seen).toEqual([]);
  });

  describe('once the app is ready, after keepEarlyInput', () => {
    it('announces the fields the visitor changed, and not one the app set while it started', () => {
      keepInput();
      const name = document.getElementById('name') as HTMLInputElement;
      const message = document.getElementById('message') as HTMLTextAreaElement;
      const purpose = document.getElementById('purpose') as HTMLSelectElement;
      // Restored by the browser before the app started: no event, but not the served value.
      name.value = CONTACT_FIELDS.name.placeholder;
      document.dispatchEvent(new Event(APP_STARTING_EVENT));
      // Typed by the visitor while the app hydrates.
      message.value = 'Hello';
      message.dispatchEvent(new Event('input', { bubbles: true }));
      // Set by the app itself as it renders (a select following the scroll position).
      purpose.value = 'demo';
      const seen: string[] = [];
      for (const type of ['input', 'change'])
        document.addEventListener(type, (e) => seen.push(`${type}:${(e.target as Element).id}`));

      ready();

      expect(seen).toEqual(['input:name', 'input:message']);
      expect(purpose.value).toBe('demo');
    });
  });
});
