// Without JavaScript (strict corporate proxies, text browsers, a broken bundle) every tab panel can be
// read under its own label, and a phone reader has a way to the sections (issue 14). With JavaScript the
// tabs behave as tabs: one panel at a time, no extra labels.
import {test, expect} from '@playwright/test';
import {readDocs} from './docs';

const withTabs = readDocs().filter((d) => /<Tabs[\s>]/.test(d.body));

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('every tab panel on every page with tabs is visible, under its tab’s label', async ({page}) => {
    test.setTimeout(5 * 60_000);
    expect(withTabs.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const doc of withTabs) {
      await page.goto(doc.route);
      const groups = page.locator('.tabs-container');
      for (let g = 0; g < (await groups.count()); g++) {
        const group = groups.nth(g);
        const labels = (await group.locator('[role=tab]').allTextContents()).map((t) => t.trim());
        const panels = group.locator('[role=tabpanel]');
        const shownLabels = (await group.locator('.tab-label-nojs').allInnerTexts()).map((t) => t.trim());
        if ((await panels.count()) !== labels.length)
          problems.push(`${doc.route}: ${labels.length} tabs, ${await panels.count()} panels`);
        for (let i = 0; i < (await panels.count()); i++) {
          if (!(await panels.nth(i).isVisible())) problems.push(`${doc.route}: panel «${labels[i]}» is hidden`);
        }
        if (JSON.stringify(shownLabels) !== JSON.stringify(labels))
          problems.push(`${doc.route}: labels shown ${JSON.stringify(shownLabels)}, tabs ${JSON.stringify(labels)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('on a phone a «Разделы» link leads to the list of sections', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/payment/refund');
    const link = page.getByRole('link', {name: 'Разделы', exact: true});
    await expect(link).toBeVisible();
    const hash = decodeURIComponent(new URL((await link.getAttribute('href'))!, 'http://x').hash);
    expect(hash).not.toBe('');
    await link.click();
    // The section list is what follows the heading the link points at.
    const cards = page.locator(`[id="${hash.slice(1)}"] + * a[href^="/"]`);
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await expect(cards.first()).toBeInViewport();
  });
});

test('with JavaScript a tab group shows one panel and no extra labels', async ({page}) => {
  await page.goto(withTabs[0].route);
  const group = page.locator('.tabs-container').first();
  await expect(group.locator('[role=tabpanel]:visible')).toHaveCount(1);
  await expect(page.locator('.tab-label-nojs')).toHaveCount(0);
  await expect(page.getByRole('link', {name: 'Разделы', exact: true})).toHaveCount(0);
});
