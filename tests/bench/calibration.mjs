// A plain page measured in the same run as the product's pages (reference/chakra-floor): a small static
// document with 20 product cards and a small plain script that makes their buttons work (the plain
// equivalent of hydration). Its figures are the machine's floor at that moment, so load on the machine
// is not read as the product's cost.
import http from 'node:http';
import { freePort } from './bench-site.mjs';

const CARDS = Array.from(
  { length: 20 },
  (_, index) =>
    `<li><h2>Borne ${index + 1}</h2><p>${(4990 + index * 250).toLocaleString('fr-MA')} MAD</p><button type="button">Ajouter au panier</button></li>`,
).join('\n');

const HTML = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="description" content="Page d'étalonnage du banc de mesure">
<title>Étalonnage</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1a202c; }
header, footer { background: #0b7a53; color: #fff; padding: 12px 16px; }
main { padding: 16px; }
ul { list-style: none; padding: 0; display: grid; gap: 12px; }
li { border: 1px solid #e2e8f0; border-radius: 8px; padding: 12px; }
button { background: #0b7a53; color: #fff; border: 0; border-radius: 6px; padding: 8px 12px; }
</style>
</head>
<body>
<header>Étalonnage</header>
<main>
<h1>Bornes de recharge</h1>
<p>Une page simple, sans framework : le plancher de la machine au moment de la mesure.</p>
<ul>
${CARDS}
</ul>
<p>Panier : <output id="count">0</output></p>
</main>
<footer>Page d'étalonnage du banc de mesure</footer>
<script src="/app.js" defer></script>
</body>
</html>`;

const SCRIPT = `const count = document.getElementById('count');
for (const button of document.querySelectorAll('li button')) {
  button.addEventListener('click', () => {
    count.textContent = String(Number(count.textContent) + 1);
  });
}`;

/** Serves the calibration page on a free port; `url` is the page, `close()` stops the server. */
export async function startCalibrationPage() {
  const server = http.createServer((request, response) => {
    const script = request.url === '/app.js';
    response.writeHead(200, {
      'Content-Type': script ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    response.end(script ? SCRIPT : HTML);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
