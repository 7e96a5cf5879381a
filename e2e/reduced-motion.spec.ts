import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/sign-in.ts';

/** From now on, counts the CSS animations that a dialog or its mask starts (spinners keep turning either way); the returned function reads the count. */
async function countDialogAnimations(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = { started: 0 };
    Object.assign(window, { dialogAnimations: seen });
    window.addEventListener(
      'animationstart',
      ({ target }) => {
        if (target instanceof Element && target.closest('.ant-modal-root')) seen.started += 1;
      },
      { capture: true },
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { dialogAnimations: { started: number } }).dialogAnimations.started);
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
    const dialogAnimations = await countDialogAnimations(page);
    await page.getByRole('button', { name: '新增角色' }).click();
    await expect(page.getByRole('dialog').getByLabel('角色名称')).toBeVisible();
    if (animated) await expect.poll(dialogAnimations).toBeGreaterThan(0);
    else {
      // An animation starts within a frame or two of the dialog's appearance; half a second leaves room for a busy machine.
      await page.waitForTimeout(500);
      expect(await dialogAnimations()).toBe(0);
    }
    await context.close();
  });
}
