import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Until no toast is fading in or out (they are all short), or 3 s. */
async function toastsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) =>
            toast.getAttribute('data-removed') !== 'true' &&
            toast.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
        ),
      null,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Toasts stacked behind the front one are faded out by the toast library while they
    // collapse; axe would measure their contrast mid-fade. The front toast is still checked.
    .exclude('[data-sonner-toast][data-front="false"]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/** Fails on any serious or critical axe violation on what the page shows right now. */
export async function expectAccessible(page: Page, what: string) {
  // Toasts fade in: measured mid-transition their text has too little contrast. Let every
  // running transition or animation settle first.
  await toastsSettled(page);
  let serious = await seriousViolations(page);
  // A toast whose time ran out while axe was measuring fades out under it. When every finding
  // is inside a toast (or already gone), measure once more after the toasts settle: a toast that really lacks
  // contrast fails again, one caught mid-fade does not.
  const targets = serious.flatMap((v) => v.targets);
  const allInToasts =
    targets.length > 0 &&
    (await page.evaluate(
      (selectors) =>
        selectors.every((s) => {
          try {
            // Gone already (the toast finished leaving) counts as in a toast.
            const element = document.querySelector(s);
            return element === null || element.closest('[data-sonner-toast]') !== null;
          } catch {
            return false;
          }
        }),
      targets,
    ));
  if (allInToasts) {
    await toastsSettled(page);
    serious = await seriousViolations(page);
  }
  expect(serious, `axe violations on ${what}`).toEqual([]);
}
