import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
const reqs = new Map();
cdp.on('Network.responseReceived', ({ requestId, type, response }) => reqs.set(requestId, { type, url: response.url, bytes: 0 }));
cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => { const r = reqs.get(requestId); if (r) r.bytes = encodedDataLength; });
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
let total = 0;
for (const r of reqs.values()) if (r.type === 'Script') { total += r.bytes; console.log((r.bytes/1024).toFixed(1).padStart(7), r.url.replace(/^https?:\/\/[^/]+/, '')); }
console.log('total KB', (total/1024).toFixed(1));
await browser.close();
