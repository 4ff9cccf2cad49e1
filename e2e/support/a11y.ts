import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe violation on what the page shows right now. */
export async function expectAccessible(page: Page, what: string) {
  // Toasts fade in: measured mid-transition their text has too little contrast. Let every
  // running transition or animation settle first (they are all short).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every((toast) =>
          toast.getAnimations({ subtree: true }).every((a) => a.playState !== 'running'),
        ),
      null,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Toasts stacked behind the front one are faded out by the toast library while they
    // collapse; axe would measure their contrast mid-fade. The front toast is still checked.
    .exclude('[data-sonner-toast][data-front="false"]')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious, `axe violations on ${what}`).toEqual([]);
}
