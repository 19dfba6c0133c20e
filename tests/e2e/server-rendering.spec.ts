import { demoAccount, expect, test } from './fixtures.ts';

test.describe('server rendering', () => {
  test('pages arrive as HTML with their texts, head tags and data', async ({
    request,
    baseURL,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('data-server-rendered');
    expect(home).toContain('Luxury suites for the elite passionate about luxury &amp; comfort.');
    expect(home).toContain('Grand Welcome');
    expect(home).toContain('COMFORTABLE AND LAVISH HOTELS &amp; RESIDENCES');
    expect(home).toContain(`<link rel="canonical" href="${baseURL}/" />`);
    // The hero picture is asked for before any of the page is read: React writes one preload
    // link for it, ahead of the page's HTML, and no one else writes another.
    const preloads = home.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/hero-768\.webp/);
    expect(home.indexOf(preloads[0] ?? '')).toBeLessThan(home.indexOf('<h1'));
    // No inline script: the strict CSP would refuse it (data blocks run nothing).
    expect(home).not.toMatch(
      /<script(?![^>]*(?:type="module"|type="application\/json"|type="application\/ld\+json"))/,
    );

    const about = await (await request.get('/About')).text();
    expect(about).toContain('<title>About · Chandrabati Heritage Resort</title>');
    expect(about).toContain(`<link rel="canonical" href="${baseURL}/about" />`);

    // The suite list is in the page, with the data the browser takes over.
    const suites = await (await request.get('/allSuites')).text();
    expect(suites).toContain('Tea Terrace Single');
    expect(suites).toContain('id="server-state"');

    // Personal pages are left to the browser.
    const dashboard = await (await request.get('/dashboard')).text();
    expect(dashboard).not.toContain('data-server-rendered');

    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('data-server-rendered');
  });

  test('a signed-in visitor gets their own page, which no cache may share', async ({
    request,
    baseURL,
  }) => {
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: demoAccount('guest'),
      headers: { origin: baseURL ?? '' },
    });
    expect(signIn.ok()).toBe(true);
    const page = await request.get('/about');
    expect(page.headers()['cache-control']).toBe('private, no-store');
    expect(page.headers().vary).toMatch(/cookie/i);
    const html = await page.text();
    expect(html).toContain('Sign Out');
    expect(html).toContain('guest@demo.suitebook.dev');
  });

  test('a signed-in visitor gets the page everyone gets, with their own part filled in', async ({
    page,
    baseURL,
  }) => {
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: demoAccount('guest'),
      headers: { origin: baseURL ?? '' },
    });
    expect(signIn.ok()).toBe(true);
    // The part that shows the visitor comes after the rest, put in place by React's script,
    // which runs by this answer's nonce (a CSP refusal would be a console error here).
    const answer = await page.request.get('/about');
    const html = await answer.text();
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(answer.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(html).toMatch(/<div hidden id="S:[^"]+">.*Sign Out/s);

    // Where the visitor sees it: in its place, and the page runs.
    await page.goto('/about');
    await expect(page.locator('[id^="S:"]')).toHaveCount(0);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('without JavaScript the home page still reads, and forms cannot leak fields into URLs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Luxury suites for the elite passionate about luxury & comfort.',
    );
    const card = page.getByRole('region', { name: 'Check Availability' });
    await expect(card.getByRole('button', { name: 'Check Available' })).toBeDisabled();
    await page.goto('/login');
    await expect(page.locator('form[aria-label="Log in"]')).toHaveAttribute('method', 'post');
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    await context.close();
  });
});
