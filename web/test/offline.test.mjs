// A dropped network at the table: the service stops after a page was
// visited. The pages open again from the device, say plainly that the
// service cannot be reached, keep the sheet as typed, and check it once
// the service is back. No verdict ever comes from a cache.
//
// This test starts and stops the service itself (the binary at
// WORTWERT_BIN, on the port of WORTWERT_URL), so the browser meets a
// service that is really gone and really back, at the same address.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import { BASE, launch, open, typeKeys } from './harness.mjs';

const BINARY = process.env.WORTWERT_BIN;

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/**
 * The service on the port of BASE, once it listens.
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
async function startService() {
  assert.ok(BINARY, 'WORTWERT_BIN names the service binary');
  const child = spawn(BINARY, [], {
    env: {
      ...process.env,
      WORTWERT__SERVER__HOST: '127.0.0.1',
      WORTWERT__SERVER__PORT: new URL(BASE).port,
      WORTWERT__LOG__FILTER: 'warn',
      WORTWERT__LEXICON__WARM_UP_INDEXES: 'false',
      WORTWERT__LIMITS__REQUEST_TIMEOUT_MS: '120000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  child.stderr?.on('data', (chunk) => {
    logs += String(chunk);
  });
  await new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('wortwert listening on')) resolve(undefined);
    });
    child.on('exit', (code) => reject(new Error(`the service exited (${code}): ${logs}`)));
  });
  return child;
}

/** @param {import('node:child_process').ChildProcess} child */
async function stopService(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** @param {import('playwright-core').Page} page @param {number} row @param {number} col */
const cell = (page, row, col) => page.locator(`#board .cell[data-row="${row}"][data-col="${col}"]`);

test('a visited sheet opens without the service, keeps what was typed, says the service is away, and is checked once it is back', { timeout: 240_000 }, async () => {
  let service = await startService();
  try {
    const { page, context } = await open(browser, '/happycross', { serviceWorker: true });
    // The worker keeps the pages and assets once it runs.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await cell(page, 4, 2).click();
    await typeKeys(page, 'MOTTE');
    await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
    const verdict = page.locator('#verdict .verdict');
    await verdict.waitFor();
    assert.match(await page.locator('#words-table').innerText(), /MOTTE/);

    await stopService(service);
    await page.reload({ waitUntil: 'domcontentloaded' });
    // The page is there, with the sheet as it was typed.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => /** @type {HTMLInputElement | null} */ (document.querySelector('#board .cell[data-row="4"][data-col="2"]'))?.value === 'M');
    assert.equal(await cell(page, 4, 3).inputValue(), 'O');
    assert.equal(await cell(page, 4, 6).inputValue(), 'E');
    // It says, in words, that the service cannot be reached, and shows no verdict.
    const line = page.locator('#connection[data-state="unreachable"]');
    await line.waitFor();
    assert.match(await line.innerText(), /Der Dienst ist gerade nicht erreichbar\. Alles Eingetragene bleibt auf der Seite; neuer Versuch in \d+ s\./);
    assert.equal(await verdict.count(), 0, 'no verdict without the service');

    // A page not visited yet opens too: the worker kept every page.
    const other = await context.newPage();
    await other.goto(new URL('/boggle?lang=en', BASE).href, { waitUntil: 'domcontentloaded' });
    assert.match(await other.getByRole('heading', { level: 1 }).innerText(), /Boggle/);
    assert.equal(await other.locator('html').getAttribute('lang'), 'en');
    await other.close();

    // An edit while the service is away, checked: the sheet keeps it, the
    // line says the page keeps trying, and no result shows.
    await cell(page, 4, 2).click();
    await typeKeys(page, 'R');
    await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
    await page.waitForTimeout(1500);
    assert.equal(await verdict.count(), 0);
    assert.match(await line.innerText(), /neuer Versuch/);

    // The service back: the page tries again on its own and checks the sheet as it is now.
    service = await startService();
    await verdict.waitFor({ timeout: 60_000 });
    assert.match(await page.locator('#words-table').innerText(), /ROTTE/);
    await page.locator('#connection[data-state="reached"]').waitFor();
    assert.match(await page.locator('#connection').innerText(), /wieder erreichbar/);
  } finally {
    await stopService(service);
  }
});
