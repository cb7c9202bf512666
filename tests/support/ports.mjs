export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DISABLED_PORT = E2E_PORT + 1;
/** An origin whose CMS is down (nothing listens where it looks for it). */
export const E2E_CMS_DOWN_PORT = E2E_PORT + 2;
/** An origin whose shop remote cannot be reached (its browser and server containers are gone). */
export const E2E_REMOTE_DOWN_PORT = E2E_PORT + 3;
export const E2E_CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1338);
export const DISABLED_REMOTE = 'mf_stations';
/** Mails of the e2e CMS (reset links) land here instead of an SMTP server. */
export const E2E_MAIL_OUTBOX = `${process.env.TMPDIR ?? '/tmp'}/chargemaroc-e2e-${E2E_PORT}-outbox.json`;
/** The release store of the e2e origins (versions and the environments' pointers). */
export const E2E_RELEASES_DIR = `${process.env.TMPDIR ?? '/tmp'}/chargemaroc-e2e-${E2E_PORT}-releases`;
/** Names the e2e CMS's SQLite file (in a throw-away folder): specs read what a form stored. */
export const E2E_CMS_DATABASE_NAME = `${process.env.TMPDIR ?? '/tmp'}/chargemaroc-e2e-${E2E_PORT}-cms-database`;
