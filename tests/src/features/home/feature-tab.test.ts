import { describe, expect, it } from 'vitest';
import { featureTabFrom, urlNamesFeatureTab } from '@/features/home/feature-tab';

describe('featureTabFrom', () => {
  it('defaults to find when no tab is given', () => {
    expect(featureTabFrom('', '')).toBe('find');
    expect(featureTabFrom('?utm_source=mail', '#features')).toBe('find');
  });

  it('reads the tab from the query string', () => {
    expect(featureTabFrom('?tab=reach', '')).toBe('reach');
    expect(featureTabFrom('?x=1&tab=book', '')).toBe('book');
  });

  it('reads the tab after the hash, as the header links write it', () => {
    expect(featureTabFrom('', '#features?tab=personalize')).toBe('personalize');
    expect(featureTabFrom('', '#features?tab=book&x=1')).toBe('book');
    expect(featureTabFrom('', '#?tab=reach')).toBe('reach');
  });

  it('prefers the hash form when both hold a valid tab', () => {
    expect(featureTabFrom('?tab=book', '#features?tab=reach')).toBe('reach');
  });

  it('falls back to the other form when one is invalid', () => {
    expect(featureTabFrom('?tab=book', '#features?tab=nope')).toBe('book');
    expect(featureTabFrom('?tab=nope', '#features?tab=personalize')).toBe('personalize');
  });

  it('falls back to find for invalid values', () => {
    expect(featureTabFrom('?tab=pricing', '')).toBe('find');
    expect(featureTabFrom('?tab=', '#features?tab=REACH')).toBe('find');
    expect(featureTabFrom('', '#features?tab=')).toBe('find');
    expect(featureTabFrom('?tab=__proto__', '')).toBe('find');
  });
});

describe('urlNamesFeatureTab', () => {
  it('is true when either form carries a tab parameter, valid or not', () => {
    expect(urlNamesFeatureTab('?tab=reach', '')).toBe(true);
    expect(urlNamesFeatureTab('', '#features?tab=nope')).toBe(true);
  });

  it('is false for navigations that say nothing about tabs', () => {
    expect(urlNamesFeatureTab('', '#benefits')).toBe(false);
    expect(urlNamesFeatureTab('?purpose=demo', '')).toBe(false);
    expect(urlNamesFeatureTab('', '')).toBe(false);
  });
});
