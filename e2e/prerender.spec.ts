import { expect, SHOPPER, signIn, test, type Page } from './fixtures';

// The build prerenders the sign-in and sign-up pages (tools/vite-plugins/prerender-shells.ts): they paint from
// HTML before any JavaScript arrives, and the app then takes them over.
test.describe('the prerendered guest landing', () => {
  test('paints its header, heading and placeholders without JavaScript; its links work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page).toHaveTitle('Lokum & Co. · Turkish sweets, coffee, spices and more');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Turkish sweets, coffee, spices and more' }),
    ).toBeVisible();
    await expect(page.getByLabel('Loading offers')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Türkçe' })).toBeDisabled();
    await expect(page.locator('#startup-placeholder')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole('heading', { name: 'Create New Account' })).toBeVisible();
    await context.close();
  });

  test('the app replaces it with the landing and its data, without a second heading or a console error', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('img', { name: 'Featured offer 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Türkçe' })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByLabel('Loading offers')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in visitor opening / reaches the shop without the guest header', async ({ page }) => {
    await signIn(page, SHOPPER);
    await page.goto('/');
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });
});

test.describe('prerendered sign-in and sign-up pages', () => {
  test('paint without JavaScript, with their controls disabled until the app takes over', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Sign in · Lokum & Co.');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    // Links are plain links: they work before the app does.
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole('heading', { name: 'Create New Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    // An address with no prerendered page gets the plain app page: no sign-in form where it does not belong.
    await page.goto('/shop/checkout');
    await expect(page.locator('#root')).toBeEmpty();
    await context.close();
  });

  test('the app takes the page over: one form, enabled, and signing in works', async ({ page }) => {
    await page.goto('/auth/login');
    const email = page.getByLabel('Email');
    await expect(email).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toHaveCount(1);
    await email.fill(SHOPPER.email);
    await page.getByLabel('Password').fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  // The app hydrates a prerendered page: React takes over the nodes the browser painted from HTML, so the
  // first paint is the final one. Were the shell replaced (a mismatch, or a render anew), its nodes would leave
  // the document and what was typed with them.
  for (const { path, heading, submit, destination } of [
    {
      path: '/auth/login',
      heading: 'Sign in to your account',
      submit: 'Sign In',
      destination: /\/shop\/home$/,
    },
    { path: '/auth/register', heading: 'Create New Account', submit: 'Sign Up', destination: null },
  ]) {
    test(`${path}: the app hydrates the prerendered page, never removing its heading, form or fields`, async ({
      page,
    }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      // Before any of the page's scripts: remember the prerendered heading, form and fields as the parser
      // inserts them, and every removal from the document that takes one of them along.
      await page.addInitScript(() => {
        const shellNodes: Element[] = [];
        const removals: string[] = [];
        Object.assign(window, { shellNodes, shellRemovals: removals });
        const watched = 'h1, form, input';
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              if (node.matches(watched)) shellNodes.push(node);
              shellNodes.push(...node.querySelectorAll(watched));
            }
            for (const node of record.removedNodes) {
              if (!(node instanceof Element)) continue;
              if (node.matches(watched) || node.querySelector(watched))
                removals.push(node.outerHTML.slice(0, 80));
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });

      await page.goto(path);
      const email = page.getByLabel('Email');
      // As early as the page lets anyone type: the field is disabled until the app has taken it over.
      await email.fill(SHOPPER.email);
      // The app is running: its show/hide toggle answers.
      const password = page.getByLabel('Password');
      await page.getByRole('button', { name: 'Show or hide the characters' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(email).toHaveValue(SHOPPER.email);
      await expect(page.getByRole('heading', { name: heading })).toHaveCount(1);

      const shell = await page.evaluate(() => {
        const { shellNodes, shellRemovals } = window as unknown as {
          shellNodes: Element[];
          shellRemovals: string[];
        };
        return {
          watched: shellNodes.map((node) => node.tagName.toLowerCase()),
          allConnected: shellNodes.every((node) => node.isConnected),
          removals: shellRemovals,
        };
      });
      // The prerendered heading, form and fields are the ones on screen now.
      expect(shell.watched).toEqual(expect.arrayContaining(['h1', 'form', 'input']));
      expect(shell.removals).toEqual([]);
      expect(shell.allConnected).toBe(true);
      expect(consoleErrors).toEqual([]);

      if (destination) {
        await password.fill(SHOPPER.password);
        await page.getByRole('button', { name: submit }).click();
        await expect(page).toHaveURL(destination);
      }
    });
  }

  // A prerendered page carries the CSS of its first paint inline; the full style sheet applies later without
  // holding the paint up. What is on screen must look and sit the same with the inline CSS alone as once the
  // app runs, and nothing may move in between.
  for (const path of ['/auth/login', '/auth/register']) {
    test(`${path} paints in place from its inline CSS alone, and nothing moves as the app starts`, async ({
      browser,
      page,
    }) => {
      const boxesOf = (target: Page) =>
        Promise.all(
          [
            target.getByRole('link', { name: 'Lokum & Co. home' }),
            target.getByRole('heading', { level: 1 }),
            target.getByLabel('Email'),
            target.getByLabel('Password'),
            target.getByRole('button', { name: /^Sign (In|Up)$/ }),
          ].map((control) => control.first().boundingBox()),
        );
      const inlineOnly = await browser.newContext({ javaScriptEnabled: false });
      const unstyledPage = await inlineOnly.newPage();
      await unstyledPage.route('**/*.css', (route) => route.abort());
      await unstyledPage.goto(path);
      const painted = await boxesOf(unstyledPage);
      await inlineOnly.close();

      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries())
            shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.getByLabel('Email').fill(SHOPPER.email);
      await expect(page.getByRole('button', { name: 'Show or hide the characters' })).toBeVisible();
      expect(await boxesOf(page)).toEqual(painted);
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
      ).toEqual([]);
    });
  }

  test('a link pressed while the app takes the page over still opens its page', async ({ page }) => {
    // The app's code is held back until the press has begun, so the app takes the shell over during it.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route('**/assets/framework-*.js', async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/auth/register', { waitUntil: 'commit' });
    const login = page.getByRole('link', { name: 'Login' });
    const box = await login.boundingBox();
    if (!box) throw new Error('the Login link has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();

    releaseCode();
    // Every file has arrived and the page has gone quiet: a takeover that did not wait would be done by now.
    await page.waitForLoadState('networkidle');
    for (let quietPeriod = 0; quietPeriod < 2; quietPeriod += 1) {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
      );
    }
    await page.mouse.up();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('when the code cannot load, the page says so and offers Reload instead of a frozen shell', async ({
    page,
  }) => {
    await page.route('**/assets/framework-*.js', (route) => route.abort('internetdisconnected'));
    for (const path of ['/auth/login', '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'The shop could not load' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    }
    await page.unroute('**/assets/framework-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(
      page.getByRole('button', { name: 'Sign In' }).or(page.getByRole('link', { name: 'Sign In' })),
    ).toBeVisible();
  });
});
