import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';

export const PASSWORD = 'Demo1234';

/** Chooses the interface language the way the portal remembers it: the `language` cookie. */
export async function useLanguage(page: Page, lang: 'zh' | 'en' | 'ml'): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: lang, domain: 'localhost', path: '/' }]);
}

const LOGIN_TEXTS = { en: { account: 'Account', submit: 'Log in' }, zh: { account: '账号', submit: '登录' } } as const;

/**
 * Logs in through the login page and waits for the shell (labels in the page's language). For the specs
 * about logging in itself (login, 0-first-visit, account-flows); the others use `logIn`.
 */
export async function logInThroughPage(
  page: Page,
  loginCode: string,
  password = PASSWORD,
  opts: { lang?: 'en' | 'zh' } = {},
): Promise<void> {
  await test.step(`log in through the page as ${loginCode}`, () => fillLoginPage(page, loginCode, password, opts.lang ?? 'en'), {
    box: true,
  });
}

async function fillLoginPage(page: Page, loginCode: string, password: string, lang: 'en' | 'zh'): Promise<void> {
  const texts = LOGIN_TEXTS[lang];
  await page.goto('/login');
  await page.getByLabel(texts.account, { exact: true }).fill(loginCode);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export interface LogInOptions {
  password?: string;
  /** Accepted for the same calls as `logInThroughPage`; the page's language comes from the `language` cookie. */
  lang?: 'en' | 'zh';
  /** The portal page to open once logged in (the dashboard by default). */
  at?: string;
}

/**
 * Logs in as the login page does on success (POST /api/login.do from the browser, the token and session
 * id kept in localStorage) without drawing and filling that page, then opens the portal at `at` and waits
 * for the shell. A test that starts on one page passes it as `at` instead of opening the dashboard first
 * (each page load is the browser tests' dearest step). The third argument may be the password or the options.
 */
export async function logIn(
  page: Page,
  loginCode: string,
  password: string | LogInOptions = PASSWORD,
  opts: LogInOptions = {},
): Promise<void> {
  const o = typeof password === 'string' ? { ...opts, password } : password;
  // A step of its own, so the timings reporter counts what logging in costs (scripts/timings).
  await test.step(
    `log in as ${loginCode}`,
    async () => {
      await holdSession(page, loginCode, o.password ?? PASSWORD);
      await page.goto(o.at ?? '/');
      await expect(page).not.toHaveURL(/\/login/);
      // Until the shell stands the route guard is still loading the user info, and a test navigating or reloading
      // then aborts that load, which drops the session (guards.ts). The login page's own navigation waits the same.
      await expect(page.getByTestId('user-menu')).toBeVisible();
    },
    { box: true },
  );
}

/**
 * Logs in the same way but opens no portal page: the page stays on the portal's origin (/healthz, which loads
 * no app) with the session in its storage. For tests that make their data through the API (`placeOrder`,
 * `placeThrough`) before their first page; that page's own `goto` then opens the portal logged in.
 */
export async function logInForApi(page: Page, loginCode: string, password = PASSWORD): Promise<void> {
  await test.step(`log in as ${loginCode} (no page opened)`, () => holdSession(page, loginCode, password), { box: true });
}

async function holdSession(page: Page, loginCode: string, password: string): Promise<void> {
  // Any page of the portal's origin gives the fetch and localStorage the portal's own; /healthz loads no app.
  await page.goto('/healthz');
  const reply = await page.evaluate(
    async ({ loginCode, password }) => {
      const res = await fetch('/api/login.do', {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'en' },
        body: JSON.stringify({ parameter: { loginCode, loginPassword: password } }),
      });
      const body = (await res.json()) as { success: boolean; desc: string; data: { token: string; sessionId: string } | null };
      if (body.success && body.data) {
        localStorage.setItem('portal.token', body.data.token);
        localStorage.setItem('portal.sessionId', body.data.sessionId);
      }
      return { success: body.success, desc: body.desc };
    },
    { loginCode, password },
  );
  expect(reply.success, `log in ${loginCode}: ${reply.desc}`).toBe(true);
}

/** The notices a login can bring up (VIP agreement, first-visit mall notice) are answered whenever they stand in the way. */
export async function answerNotices(page: Page): Promise<void> {
  // In whichever language the portal is in by then (a walk switches to zh or ml before the first notice comes).
  for (const name of [...NOTICE_ANSWERS.agree, ...NOTICE_ANSWERS.know])
    await page.addLocatorHandler(page.getByRole('button', { name, exact: true }), (button) => button.click());
}

/** The notices' answer buttons in the portal's three languages, from its own texts. */
const NOTICE_ANSWERS = (() => {
  const text = (lang: string, ns: string, path: string[]) =>
    path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      JSON.parse(readFileSync(new URL(`../../packages/shared/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')),
    ) as string;
  const langs = ['en', 'zh', 'ml'];
  return { agree: langs.map((l) => text(l, 'layout', ['vip', 'agree'])), know: langs.map((l) => text(l, 'common', ['actions', 'iKnow'])) };
})();

/** The last mail the server kept for an address, from its log (no SMTP in tests). */
export function lastMailTo(address: string): string | null {
  // The log of this worker's own server (tests/portal.ts).
  const log = new URL(`../.artifacts/server-${test.info().parallelIndex}.log`, import.meta.url).pathname;
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"event":"mail.outbox"'));
  for (const line of lines.reverse()) {
    const entry = JSON.parse(line) as { to: string; body: string };
    if (entry.to === address) return entry.body;
  }
  return null;
}

let requestNo = 0;

/**
 * The demo shop in Subang Jaya sending 1.5 kg Standard to Kuala Lumpur, paid from the wallet: an
 * insertOrder parameter every rule accepts, `over` changing any field.
 */
export const demoOrder = (over: Record<string, unknown> = {}) => ({
  clientRequestId: `e2e-${Date.now()}-${++requestNo}`,
  senderName: 'Demo Trading Sdn Bhd',
  senderTel: '03-5632 1188',
  senderPostcode: '47500',
  senderProv: 'Selangor',
  senderCity: 'Subang Jaya',
  senderAddress: 'No. 12, Jalan SS 15/4',
  receiverName: 'Siti Nurhaliza binti Ahmad',
  receiverTel: '012-345 6789',
  receiverPostcode: '55100',
  receiverProv: 'W.P. Kuala Lumpur',
  receiverCity: 'Kuala Lumpur',
  receiverAddress: 'No. 8, Jalan Bukit Bintang',
  goodsName: 'Baju kurung',
  goodsType: 'APPAREL',
  brandName: 'Jakel',
  goodsNumber: 1,
  declaredValueSen: 50_000,
  weightG: 1500,
  expressType: 'EZ',
  serveType: 'DROP OFF',
  payMethod: 'PP_PM',
  ...over,
});

/** Places an order through the API with the page's own session (what a test sets up, not what it tests); its waybill number. */
export async function placeThrough(page: Page, endpoint: string, parameter: Record<string, unknown>): Promise<string> {
  return test.step(`through the API: ${endpoint}`, () => placeNow(page, endpoint, parameter), { box: true });
}

async function placeNow(page: Page, endpoint: string, parameter: Record<string, unknown>): Promise<string> {
  const reply = await page.evaluate(
    async ({ endpoint, parameter }) => {
      const token = localStorage.getItem('portal.token') ?? '';
      const res = await fetch(`/api/${endpoint}.do`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authToken: token, lang: 'en' },
        body: JSON.stringify({ token, parameter }),
      });
      return (await res.json()) as { success: boolean; desc: string; data: { waybillNo: string } };
    },
    { endpoint, parameter },
  );
  expect(reply.success, reply.desc).toBe(true);
  return reply.data.waybillNo;
}

/** A domestic order (demoOrder changed by `over`) placed through insertOrder.do. */
export const placeOrder = (page: Page, over: Record<string, unknown> = {}) => placeThrough(page, 'insertOrder', demoOrder(over));

/** axe-core's own script, put into a page once (a navigation to a new document needs it again). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe's serious and critical findings on the page as it stands (or in the part `include` selects), once it
 * stands still: the pointer is moved off (a hovered button is drawn lighter than at rest) and running animations
 * are let finish (a dialog still fading in is measured against its half-drawn mask, which reads as a contrast
 * failure on a busy machine). Endless animations (spinners) are not waited for.
 *
 * axe runs as @axe-core/playwright runs it (`runPartial`, then `finishRun`, the same rules and results; compared
 * page by page when this replaced it), but inside the page itself: that runner put axe's 600 kB script into the
 * page again on every call and finished each run in a new blank page of its own, 2.4 s a call against 0.9 s
 * here, over 70 calls a suite. The portal draws no frames, so there are none to walk.
 */
/**
 * The axe rules whose outcome can change with the page's language: names, labels, titles, headings and the lang
 * attributes. Colours, contrast, roles and structure are the same in every language, so a walk in a second language
 * asks only these (the English walk asks everything).
 */
export const LANGUAGE_RULES = [
  'area-alt',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-name',
  'object-alt',
  'role-img-alt',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'valid-lang',
] as const;

export async function seriousViolations(page: Page, opts: { include?: string; rules?: readonly string[] } = {}): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ include, rules }) => {
      const axe = (window as unknown as { axe: Axe }).axe;
      const options = rules ? { runOnly: { type: 'rule', values: rules } } : {};
      const partial = await axe.runPartial({ include: include ? [include] : [], exclude: [] }, options);
      return (await axe.finishRun([partial], options)).violations;
    },
    { include: opts.include ?? null, rules: opts.rules ? [...opts.rules] : null },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The two calls of axe-core's API used above (its types describe the bundle, not the window global). */
interface Axe {
  runPartial(context: { include: string[]; exclude: string[] }, options: object): Promise<unknown>;
  finishRun(partials: unknown[], options: object): Promise<{ violations: AxeViolation[] }>;
}

/** The operations key e2e/serve.mjs gives the server (OPS_KEY). */
export const OPS_KEY = 'ops_e2e-browser-tests-key';
let scanNo = 0;

/** Sends scans for a waybill through the operations API, as the courier's hub and riders would. */
export async function sendScans(
  request: import('@playwright/test').APIRequestContext,
  waybillNo: string,
  scans: { scanCode: number; minutes: number; siteCode?: string; signerName?: string; courier?: string; problemReason?: string }[],
): Promise<void> {
  const events = scans.map(({ minutes, ...s }) => ({
    eventId: `e2e-${Date.now()}-${++scanNo}`,
    waybillNo,
    siteCode: 'KUL01',
    scannedAt: new Date(Date.now() + minutes * 60_000).toISOString(),
    ...s,
  }));
  const reply = await request.post('/ops/v1/scans', { headers: { authorization: `Bearer ${OPS_KEY}` }, data: { events } });
  expect(reply.status()).toBe(200);
  expect((await reply.json()).rejected).toEqual([]);
}

/** WCAG contrast of two CSS colours, the first blended over the second (an outline over its card). */
export function contrast(fg: string, bg: string): number {
  const parse = (c: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a };
  };
  const back = parse(bg);
  const front = parse(fg);
  const mix = (f: number, b: number) => f * front.a + b * (1 - front.a);
  const luminance = (r: number, g: number, b: number) => {
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const l1 = luminance(mix(front.r, back.r), mix(front.g, back.g), mix(front.b, back.b));
  const l2 = luminance(back.r, back.g, back.b);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/**
 * An element's colours as the page paints them (run in the page: `locator.evaluate(paintOf, outside)`): its
 * text and outline, and the first opaque background behind it, from its parent on when `outside` (an outline
 * is drawn outside the element), white at the top.
 */
export function paintOf(el: Element, outside: boolean) {
  const style = getComputedStyle(el);
  let back = 'rgb(255, 255, 255)';
  for (let node = outside ? el.parentElement : el; node; node = node.parentElement) {
    const bg = getComputedStyle(node).backgroundColor;
    if (bg && !/rgba\(0, 0, 0, 0\)|transparent/.test(bg)) {
      back = bg;
      break;
    }
  }
  return {
    what: `${el.tagName} ${el.className}`,
    color: style.color,
    outlineColor: style.outlineColor,
    outlineStyle: style.outlineStyle,
    outlineWidth: Number.parseFloat(style.outlineWidth),
    back,
  };
}

/**
 * Header words a table draws over two lines ("Custo|mer"), and headers whose text runs out of their cell:
 * each word of each header is measured with a Range, one box per line it sits on.
 */
export async function unreadableHeaders(page: Page): Promise<string[]> {
  return page.locator('thead th').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const found: string[] = [];
      if (cell.scrollWidth > cell.clientWidth + 1) found.push(`${cell.textContent} (runs out of its cell)`);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((box) => box.width > 0)
              .map((box) => Math.round(box.top)),
          );
          if (lines.size > 1) found.push(`${word[0]} (in ${cell.textContent})`);
        }
      return found;
    }),
  );
}

/**
 * Spec 5's goods declaration on an order form (issue 28): goods type, brand, items and goods value, each required
 * (the value but for documents). `items` and `value` false leave the fields as they are (the international form has
 * neither: its customs lines say them).
 */
export async function declareGoods(
  page: Page,
  card: Locator,
  goods: { type?: string; brand?: string; items?: number | false; value?: string | false } = {},
): Promise<void> {
  await card.getByLabel('Goods type').click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${goods.type ?? 'Clothing and textiles'}"]`).click();
  await card.getByLabel('Brand').fill(goods.brand ?? 'Jakel');
  if (goods.items !== false) await card.getByLabel('Items').fill(String(goods.items ?? 1));
  if (goods.value !== false) await card.getByLabel('Goods value').fill(goods.value ?? '150');
}
