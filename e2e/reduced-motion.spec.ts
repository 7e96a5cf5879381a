import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/sign-in.ts';

/** From now on, notes the longest CSS animation that a dialog or its mask starts (spinners keep turning either way); the returned function reads it in seconds. */
async function watchAnimations(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = { longest: 0 };
    Object.assign(window, { animationsSeen: seen });
    window.addEventListener(
      'animationstart',
      ({ target }) => {
        if (!(target instanceof Element) || !target.closest('.ant-modal-root')) return;
        const seconds = Math.max(...getComputedStyle(target).animationDuration.split(',').map((part) => parseFloat(part)));
        seen.longest = Math.max(seen.longest, seconds);
      },
      { capture: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { animationsSeen: { longest: number } }).animationsSeen.longest);
}

for (const [reducedMotion, animated] of [
  ['no-preference', true],
  ['reduce', false],
] as const) {
  test(`dialogs follow the system's motion setting: ${reducedMotion}`, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/roleControl');
    const longestAnimation = await watchAnimations(page);
    await page.getByRole('button', { name: '新增角色' }).click();
    await expect(page.getByRole('dialog').getByLabel('角色名称')).toBeVisible();
    if (animated) await expect.poll(longestAnimation).toBeGreaterThan(0);
    else {
      // An animation starts within a frame or two of the dialog's appearance; half a second leaves room for a busy machine.
      await page.waitForTimeout(500);
      expect(await longestAnimation()).toBe(0);
    }
    await context.close();
  });
}
