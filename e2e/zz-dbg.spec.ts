import { expect, setTheme, test } from './fixtures.ts';
test('dbg', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/help-center');
  await expect(page.locator('#main-content h1').first()).toBeVisible();
  await setTheme(page, 'dark');
  await setTheme(page, 'light');
  await page.evaluate(() => { window.scrollTo(0, 0); const s = document.createElement('span'); s.tabIndex = -1; document.body.prepend(s); s.focus(); s.addEventListener('blur', () => s.remove(), { once: true }); });
  await page.keyboard.press('Tab');
  for (let i = 0; i < 3; i++) {
  const info = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const cs = getComputedStyle(el);
    return [el.outerHTML.slice(0, 60), cs.outlineColor, cs.transitionProperty, cs.transitionDuration, document.getAnimations().map(a => (a as any).transitionProperty + ' ' + (a.effect as KeyframeEffect)?.target?.tagName).join(','), getComputedStyle(document.documentElement).getPropertyValue('--ring')];
  });
  console.log(info.join(' | '));
  await page.waitForTimeout(200);
  }
});
