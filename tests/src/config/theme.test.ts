// The theme's storage key is a requirement (docs/requirements.md#theme); e2e tests and scripts
// import THEME_STORAGE_KEY, so this is the one place that checks its value.
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@/config/theme';

describe('theme storage', () => {
  it("is the local storage key 'theme'", () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });
});
