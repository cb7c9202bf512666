import { expect, test } from '../support/test';
import { newAccount, signIn } from '../support/checkout';
import { VIEWPORTS, scrollsSideways } from '../support/finishing';
import { watchHydrationProblems } from '../support/hydration';

const LONG_FIRST_NAME = 'Anastasiaaaaa-Maryaaaaaaaam'; // 27 characters

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`the frame with a long name (${name})`, () => {
    test.use({ viewport });
    test.setTimeout(60_000);

    // Issue 25: a 27-character first name overlapped the cart icon and the page scrolled sideways;
    // /bienvenue loaded directly logged React's #418.
    test('no sideways scroll, nothing over the cart, no hydration error on /bienvenue', async ({
      page,
      request,
    }) => {
      const account = await newAccount(request);
      const renamed = await request.put('/api/users/me', {
        headers: { Authorization: `Bearer ${account.jwt}` },
        data: { prenom: LONG_FIRST_NAME, nom: 'Bennani' },
      });
      expect(renamed.ok()).toBe(true);
      await signIn(page, account);

      const problems = watchHydrationProblems(page);
      for (const path of ['/bienvenue', '/boutique', '/tableau-de-bord']) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        expect(await scrollsSideways(page), `${path} scrolls sideways`).toBe(false);
      }
      expect(problems()).toEqual([]);

      const cart = await page
        .getByRole('banner')
        .getByRole('link', { name: /^Panier/ })
        .boundingBox();
      const account_ = page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(LONG_FIRST_NAME.slice(0, 8)) });
      if (cart && (await account_.isVisible())) {
        const menu = await account_.boundingBox();
        if (menu) expect(menu.x >= cart.x + cart.width || menu.x + menu.width <= cart.x).toBe(true);
      }
    });
  });
}
