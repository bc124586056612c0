import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalOrigins } from './lib/portal-origins.ts';

/** Settings come from the environment; every one has a default that serves a single office. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  /** `memory://` keeps the embedded database in memory (tests). */
  dataDir: string;
  /** The built web app to serve, or null to serve the API only. */
  webDist: string | null;
  /** The address people open, used in e-mailed links and QR codes. */
  publicUrl: string;
  /** Every address the portal is served at (lib/portal-origins.ts): a page started at one comes back to it. */
  portalOrigins: string[];
  sessionIdleMinutes: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** External pages of the VIP centre (spec 2); a page without an address says it is not set up. */
  trainingUrl: string | null;
  termsUrl: string | null;
  logLevel: string;
  /** Requests per minute per address on login and other lookups. */
  loginRateLimit: number;
  /** Postcode lookups and smart paste per minute from one address (QUALITY.md: lookups are limited). */
  lookupRateLimit: number;
  /** Calls per minute one open-platform API key may make (RateLimit headers on every answer). */
  openApiRateLimit: number;
  /**
   * An operations key given by the deployment (OPS_KEY, e.g. from a secret store): made valid at
   * start, so the courier's systems can send scans without anyone running a command first.
   */
  opsKey: string | null;
  /**
   * The payment gateway of top-ups: Billplz when BILLPLZ_API_KEY, BILLPLZ_COLLECTION_ID and
   * BILLPLZ_X_SIGNATURE_KEY are all set (BILLPLZ_API_URL, default https://www.billplz.com/api), else the
   * built-in sandbox bank (SANDBOX_PAYMENT_KEY its signing key, else one made once per database).
   */
  billplz: { apiUrl: string; apiKey: string; collectionId: string; xSignatureKey: string } | null;
  sandboxPaymentKey: string | null;
  /** The public tracking page's look-ups per minute from one address: enough for a person, not for harvesting. */
  publicTrackRateLimit: number;
  seedDemo: boolean;
  /**
   * The demo simulator (modules/simulator): with the demo data on, the demo customers' parcels move
   * by themselves and a new demo database gets a month of history. SIMULATOR=0 turns both off.
   */
  simulator: boolean;
  /** Simulated minutes per real minute for the parcels the simulator moves (SIMULATOR_PACE; 1 is real time). */
  simulatorPace: number;
  /** Background jobs run in the server process; off when a separate `npm run worker` runs them (PostgreSQL only). */
  jobsInProcess: boolean;
  /** The courier as the supplier on its invoices (issue 17). */
  company: CompanyDetails;
}

/**
 * The courier's company details printed on every invoice and sent to MyInvois: COMPANY_NAME,
 * COMPANY_BRN, COMPANY_TIN, COMPANY_SST_NO, COMPANY_ADDRESS, COMPANY_PHONE, COMPANY_EMAIL and the
 * invoice number prefix INVOICE_PREFIX. The defaults are the demo courier's (docs/decisions.md).
 */
export interface CompanyDetails {
  name: string;
  brn: string;
  tin: string;
  sstNo: string;
  address: string;
  phone: string;
  email: string;
  invoicePrefix: string;
}

function loadCompany(env: NodeJS.ProcessEnv): CompanyDetails {
  return {
    name: env.COMPANY_NAME || 'Kurier Ekspres Malaysia Sdn Bhd',
    brn: env.COMPANY_BRN || '201901012345',
    tin: env.COMPANY_TIN || 'C20880123450',
    sstNo: env.COMPANY_SST_NO || 'W10-1808-32000123',
    address: env.COMPANY_ADDRESS || 'Lot 3, Jalan Pelabuhan Utara, 42000 Pelabuhan Klang, Selangor',
    phone: env.COMPANY_PHONE || '+60331234567',
    email: env.COMPANY_EMAIL || 'billing@kurier.example.my',
    // Letters and digits only: the number is the prefix, the year and six digits (shared/invoice.ts).
    invoicePrefix: (env.INVOICE_PREFIX || 'INV').replace(/[^A-Z0-9]/gi, '').toUpperCase() || 'INV',
  };
}

/** The server package's folder, found from this file whether it runs from src/ or dist/. */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the server package (drizzle/ migrations folder)');
    dir = up;
  }
  return dir;
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // npm runs workspace scripts inside the workspace; relative paths mean the folder the user typed in.
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = env.DATA_DIR ?? './data';
  const port = int(env.PORT, 8080);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const webDist = env.WEB_DIST ?? join(serverRoot(), '..', 'web', 'dist');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: dataDir.startsWith('memory://') || isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir),
    webDist: existsSync(join(webDist, 'index.html')) ? webDist : null,
    publicUrl: publicUrl.replace(/\/$/, ''),
    portalOrigins: portalOrigins(publicUrl, env.PORTAL_ORIGINS),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Courier Portal <no-reply@portal.example.my>',
    trainingUrl: env.TRAINING_URL || null,
    termsUrl: env.TERMS_URL || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 30),
    lookupRateLimit: int(env.LOOKUP_RATE_LIMIT, 1200),
    openApiRateLimit: int(env.OPEN_API_RATE_LIMIT, 600),
    publicTrackRateLimit: int(env.PUBLIC_TRACK_RATE_LIMIT, 30),
    opsKey: env.OPS_KEY || null,
    billplz:
      env.BILLPLZ_API_KEY && env.BILLPLZ_COLLECTION_ID && env.BILLPLZ_X_SIGNATURE_KEY
        ? {
            apiUrl: env.BILLPLZ_API_URL || 'https://www.billplz.com/api',
            apiKey: env.BILLPLZ_API_KEY,
            collectionId: env.BILLPLZ_COLLECTION_ID,
            xSignatureKey: env.BILLPLZ_X_SIGNATURE_KEY,
          }
        : null,
    sandboxPaymentKey: env.SANDBOX_PAYMENT_KEY || null,
    seedDemo: env.SEED_DEMO !== '0',
    simulator: env.SIMULATOR !== '0',
    simulatorPace: int(env.SIMULATOR_PACE, 240),
    jobsInProcess: env.JOBS_IN_PROCESS !== '0',
    company: loadCompany(env),
  };
}
