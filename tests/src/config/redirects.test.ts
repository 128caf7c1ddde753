import { describe, expect, it } from 'vitest';
import { redirects, resolveRedirect } from '@/config/redirects';
import { requiredRedirects } from '../../helpers/requirements.ts';

const at = (pathname: string, hash = '', search = '') => resolveRedirect({ pathname, hash, search });

describe('redirect table', () => {
  it('sends the old use-case pages to /use-cases', () => {
    expect(at('/use-cases/account-based-marketing')).toBe('/use-cases');
    expect(at('/use-cases/sdr-teams')).toBe('/use-cases');
  });

  it('sends /b2b, /solutions and all their solution pages home', () => {
    for (const base of ['/b2b/solutions', '/solutions']) {
      expect(at(base)).toBe('/');
      for (const p of ['inbound-sales', 'outbound-sales', 'account-based-marketing', 'sdr-teams']) {
        expect(at(`${base}/${p}`)).toBe('/');
      }
    }
    expect(at('/b2b')).toBe('/');
  });

  it('maps /b2b/platform and /b2b/pricing to their pages', () => {
    expect(at('/b2b/platform')).toBe('/platform');
    expect(at('/b2b/pricing')).toBe('/pricing');
  });

  it('keeps the hash: /b2b#benefits → /#benefits, /b2b#how-it-works → /#how-it-works', () => {
    expect(at('/b2b', '#benefits')).toBe('/#benefits');
    expect(at('/b2b', '#how-it-works')).toBe('/#how-it-works');
  });

  it('keeps a target’s own query and fragment, with the visitor’s query after it', () => {
    const shortLink = { '/go/x': '/contact?purpose=demo&utm_source=s#contact-form' };
    const saved = { ...redirects };
    Object.assign(redirects, shortLink);
    try {
      expect(resolveRedirect({ pathname: '/go/x', search: '', hash: '' })).toBe(
        '/contact?purpose=demo&utm_source=s#contact-form',
      );
      expect(resolveRedirect({ pathname: '/go/x', search: '?ref=a', hash: '' })).toBe(
        '/contact?purpose=demo&utm_source=s&ref=a#contact-form',
      );
      expect(resolveRedirect({ pathname: '/go/x', search: '?ref=a', hash: '#top' })).toBe(
        '/contact?purpose=demo&utm_source=s&ref=a#top',
      );
    } finally {
      for (const key of Object.keys(redirects)) if (!(key in saved)) delete redirects[key];
    }
  });

  it('tolerates a trailing slash and leaves other paths alone', () => {
    expect(at('/b2b/')).toBe('/');
    expect(at('/pricing')).toBeNull();
    expect(at('/use-cases')).toBeNull();
    expect(at('/b2b/unknown')).toBeNull();
  });

  it('has exactly the redirects docs/requirements.md#redirects lists, each to its target', () => {
    const listed = requiredRedirects('redirects');
    // A path with a hash is the hash kept on its path's redirect, not an entry of its own.
    for (const [from, to] of listed.filter(([from]) => from.includes('#'))) {
      const [pathname, hash] = from.split('#') as [string, string];
      expect(at(pathname, `#${hash}`), from).toBe(to);
    }
    const entries = Object.fromEntries(listed.filter(([from]) => !from.includes('#')));
    expect(redirects).toEqual(entries);
  });
});
