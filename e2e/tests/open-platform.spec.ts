import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './portal.ts';
import { demoOrder, logIn, seriousViolations } from './support.ts';

// The open platform's API keys (issue 30), as a shipper's developer makes them: a test key with one page,
// its secret shown once, a rotation with an overlap, a revocation.
test('a main account makes a test key, sees its secret once, rotates it with an overlap and revokes the new one', async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await logIn(page, 'demo', { at: '/vipCenter/openPlatform' });
  await expect(page.getByRole('heading', { name: 'Open platform', level: 1 })).toBeVisible();
  const keys = page.getByRole('table', { name: 'API keys' });
  // The contract the page links to is the API's own OpenAPI document.
  const contract = page.getByRole('link', { name: /OpenAPI 3\.1/ });
  const document = await page.request.get((await contract.getAttribute('href'))!);
  expect((await document.json()).openapi).toBe('3.1.0');
  const name = `Shop sync ${Date.now() % 100_000}`;

  await page.getByRole('button', { name: 'New API key' }).click();
  const create = page.getByRole('dialog', { name: 'New API key' });
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByText('Please enter a name for the key')).toBeVisible();
  await expect(create.getByText('Please choose at least one page the key acts with')).toBeVisible();
  await create.getByLabel('Name', { exact: true }).fill(name);
  // The pages offered are the account's own menu, by group; a title ticks its page.
  await create.getByRole('treeitem', { name: 'Ordering' }).locator('.ant-tree-switcher').click();
  await create.getByText('Normal order', { exact: true }).click();
  expect(await seriousViolations(page, { include: '.ant-modal' }), 'create dialog').toEqual([]);
  await create.getByRole('button', { name: 'Create key' }).click();

  const secretDialog = page.getByRole('dialog', { name: `The secret of ${name}` });
  const secret = (await secretDialog.getByTestId('api-key-secret').innerText()).trim();
  expect(secret).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
  await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secretDialog).toBeHidden();

  // Listed by its first characters only, in force, with the page it acts with.
  const first = keys.getByRole('row', { name: new RegExp(secret.slice(0, 12)) });
  await expect(first).toContainText(name);
  await expect(first).toContainText('Test');
  await expect(first).toContainText('Normal order');
  await expect(first).toContainText('In force');
  await expect(keys).not.toContainText(secret.slice(12));

  // The developer's first call with it, as their system sends it; the page's call log shows it.
  const lookup = await page.request.get('/open/v1/postcodes/50000', { headers: { authorization: `Bearer ${secret}` } });
  expect(lookup.status()).toBe(200);
  const callLog = page.getByRole('table', { name: 'Calls of the last 7 days' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  const logged = callLog.getByRole('row', { name: /GET \/open\/v1\/postcodes\/50000/ });
  await expect(logged).toContainText('200');
  await expect(logged).toContainText(lookup.headers()['x-request-id']!);

  await first.getByRole('button', { name: `Rotate ${name}` }).click();
  const rotate = page.getByRole('dialog', { name: `Rotate ${name}` });
  await rotate.getByLabel('The old secret keeps working for').fill('2');
  await rotate.getByRole('button', { name: 'Make a new secret' }).click();
  const rotated = (await secretDialog.getByTestId('api-key-secret').innerText()).trim();
  expect(rotated).not.toBe(secret);
  await secretDialog.getByRole('button', { name: 'I have copied it' }).click();

  // The old key works for the overlap and cannot be rotated twice; the new one carries its name and page.
  await expect(first).toContainText('Ends');
  await expect(first.getByRole('button', { name: `Rotate ${name}` })).toHaveCount(0);
  const second = keys.getByRole('row', { name: new RegExp(rotated.slice(0, 12)) });
  await expect(second).toContainText('Normal order');
  await expect(second).toContainText('In force');

  await second.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke ${name}?` });
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(second).toContainText('Revoked');
  await expect(second.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(page), 'open platform page').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('open-platform.png'), fullPage: true });
});

test('an integrator places a shipment with a live key, sends it again with the same Idempotency-Key, and prints its label', async ({
  page,
}) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await logIn(page, 'demo', { at: '/vipCenter/openPlatform' });
  const name = `Warehouse ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: 'New API key' }).click();
  const create = page.getByRole('dialog', { name: 'New API key' });
  await create.getByLabel('Name', { exact: true }).fill(name);
  await create.getByText('Live', { exact: true }).click();
  await create.getByRole('treeitem', { name: 'Ordering' }).locator('.ant-tree-switcher').click();
  await create.getByText('Normal order', { exact: true }).click();
  await create.getByText('Order management', { exact: true }).click();
  await create.getByRole('button', { name: 'Create key' }).click();
  const secretDialog = page.getByRole('dialog', { name: `The secret of ${name}` });
  const secret = (await secretDialog.getByTestId('api-key-secret').innerText()).trim();
  expect(secret).toMatch(/^sk_live_/);
  await secretDialog.getByRole('button', { name: 'I have copied it' }).click();

  // What the shipper's system sends: the order form's fields, a key of its own for the request.
  const { clientRequestId: _id, ...shipment } = demoOrder();
  const headers = { authorization: `Bearer ${secret}`, 'idempotency-key': `wh-${Date.now()}` };
  const first = await page.request.post('/open/v1/shipments', { data: shipment, headers });
  expect(first.status()).toBe(201);
  const placed = (await first.json()) as { waybillNo: string; status: string };
  expect(placed.status).toBe('PENDING');
  const again = await page.request.post('/open/v1/shipments', { data: shipment, headers });
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect(((await again.json()) as { waybillNo: string }).waybillNo).toBe(placed.waybillNo);

  // Its label, as the portal prints it: the barcode on the page reads as the waybill number.
  const label = await page.request.get(`/open/v1/labels?waybills=${placed.waybillNo}`, { headers: { authorization: `Bearer ${secret}` } });
  expect(label.headers()['content-type']).toBe('application/pdf');
  const dir = mkdtempSync(join(tmpdir(), 'open-label-'));
  writeFileSync(join(dir, 'label.pdf'), await label.body());
  execFileSync('pdftoppm', ['-r', '200', '-f', '1', '-l', '1', '-png', join(dir, 'label.pdf'), join(dir, 'page')]);
  const image = readdirSync(dir).find((f) => f.endsWith('.png'))!;
  const codes = execFileSync('zbarimg', ['--raw', '-q', join(dir, image)])
    .toString()
    .trim()
    .split('\n');
  expect(codes).toContain(placed.waybillNo);

  // The two calls are in the log, the second with the same Idempotency-Key.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const callLog = page.getByRole('table', { name: 'Calls of the last 7 days' });
  await expect(callLog.getByRole('row', { name: /POST \/open\/v1\/shipments/ })).toHaveCount(2);
});
