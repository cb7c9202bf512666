// One more origin of the e2e suite in a process of its own: a server registers one remotes file
// with the federation runtime, as in production, so origins with other remotes files run apart.
import { createApp } from '../../shell/server/app.mjs';

const [port, cmsUrl, remotesFilePath] = process.argv.slice(2);
const server = createApp({ cmsUrl, remotesFilePath }).listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
