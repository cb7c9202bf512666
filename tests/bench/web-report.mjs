// What `pnpm bench:web` prints: medians over the rounds, each figure beside its budget
// (docs/ARCHITECTURE §6 and issue 8).
import os from 'node:os';
import { median, printTable } from './stats.mjs';

const BUDGET = {
  shellKb: 200,
  sectionKb: 60,
  shopHtmlKb: 40,
  score: 90,
  tbtMs: 200,
  lcpMs: 1800,
  cls: 0.02,
  addToCartMs: 1000,
  earlyDelayMs: 300,
};
/** The pages the budgets of docs/ARCHITECTURE §6 and issue 8 name. */
const BUDGET_PAGES = new Set(['Accueil', 'Boutique', 'Produit', 'Panier']);

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const over = (failures) => (failures.length ? `FAIL ${failures.join(', ')}` : 'PASS');

/**
 * Prints the Playwright, Lighthouse and add-to-cart tables.
 * @param {Array<{ shell: object, pages: Map<string, object>, lighthouse: Map<string, object>, addToCart: object }>} rounds
 * @param {{ pages: Array<{ label: string, path: string }>, productPath: string }} measured
 */
export function printWebReport(rounds, { pages, productPath }) {
  /** The median over the rounds of `pick(round)`. */
  const across = (pick) => median(rounds.map(pick));
  const medianNote = rounds.length > 1 ? `, medians of ${rounds.length} rounds` : '';
  const loadAverage = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Measured on ${os.cpus().length} shared cores (load average ${loadAverage} at the end: other work on the machine shows in every figure; compare with the calibration page)${medianNote}.`,
  );
  const shellKb = across((round) => round.shell.jsKb);
  console.log(
    `\nShell alone (/connexion): ${fixed(shellKb, 1)} KB of JavaScript, compressed — ${over(shellKb > BUDGET.shellKb ? [`> ${BUDGET.shellKb} KB`] : [])}`,
  );
  // a section page also loads the shell's shared code (design system, emotion) the sign-in page does not
  const shellOnPages = pages.map(({ label }) => ({
    label,
    kb: across((round) => round.pages.get(label).shellPartKb),
  }));
  const heaviest = shellOnPages.reduce((max, entry) => (entry.kb > max.kb ? entry : max), shellOnPages[0]);
  if (heaviest)
    console.log(
      `Shell's files on a section page (most: ${heaviest.label}): ${fixed(heaviest.kb, 1)} KB — ${over(heaviest.kb > BUDGET.shellKb ? [`> ${BUDGET.shellKb} KB`] : [])}`,
    );

  console.log('\nPlaywright, mobile profile applied for real (Moto G4, 4x CPU, 150 ms RTT, 1.6 Mbps):');
  printTable(
    [
      'page',
      'JS KB (compressed)',
      'added by the page',
      'HTML KB',
      'requests',
      'LCP ms',
      'CLS',
      'heading ms',
      'budget',
      'LCP element',
    ],
    pages.map(({ label }) => {
      const of = (key) => across((round) => round.pages.get(label)[key]);
      const [added, html] = [of('addedKb'), of('htmlKb')];
      return [
        label,
        fixed(of('jsKb'), 1),
        fixed(added, 1),
        fixed(html, 1),
        fixed(of('requests')),
        fixed(of('lcpMs')),
        fixed(of('cls'), 3),
        fixed(of('headingAt')),
        over([
          ...(added > BUDGET.sectionKb ? [`added > ${BUDGET.sectionKb} KB`] : []),
          ...(label === 'Boutique' && html > BUDGET.shopHtmlKb ? [`HTML > ${BUDGET.shopHtmlKb} KB`] : []),
        ]),
        rounds.at(-1).pages.get(label).lcpElement,
      ];
    }),
  );

  if (rounds[0].lighthouse.size === 0) return;
  console.log('\nLighthouse 12 default mobile settings (simulated slow 4G, 4x CPU), Debian Chromium:');
  printTable(
    ['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'JS KB (compressed)', 'CPU benchmark', 'budget'],
    ['Calibration', ...pages.map(({ label }) => label), 'Calibration (end)'].map((label) => {
      const of = (key) => across((round) => round.lighthouse.get(label)[key]);
      const [score, lcp, tbt, cls] = [of('score'), of('lcpMs'), of('tbtMs'), of('cls')];
      const failures = [
        score < BUDGET.score && `score < ${BUDGET.score}`,
        lcp > BUDGET.lcpMs && `LCP > ${BUDGET.lcpMs}`,
        tbt > BUDGET.tbtMs && `TBT > ${BUDGET.tbtMs}`,
        cls > BUDGET.cls && `CLS > ${BUDGET.cls}`,
      ].filter(Boolean);
      const budget = label.startsWith('Calibration')
        ? 'plain page: the floor'
        : BUDGET_PAGES.has(label)
          ? over(failures)
          : `(${over(failures)})`;
      // a signed-in page Lighthouse saw signed out lands on /connexion: say so rather than score the wrong page
      const landed = new URL(rounds.at(-1).lighthouse.get(label).finalUrl).pathname;
      const expected = pages.find((entry) => entry.label === label)?.path ?? landed;
      return [
        landed === expected ? label : `${label} → ${landed}`,
        fixed(score),
        fixed(lcp),
        fixed(tbt),
        fixed(cls, 3),
        fixed(of('jsKb'), 1),
        fixed(of('benchmarkIndex')),
        budget,
      ];
    }),
  );

  console.log(
    `\n'Ajouter au panier' on the server-rendered ${productPath}, mobile profile, tapped once at first paint (kept until its panel hydrates):`,
  );
  const cart = (key) => across((round) => round.addToCart[key]);
  const fromPaint = cart('storeFromFcpMs');
  printTable(
    [
      'FCP ms',
      'LCP ms',
      'first tap ms',
      'cart updated ms',
      'badge shows 1 ms',
      'from LCP ms',
      'taps',
      'budget',
    ],
    [
      [
        fixed(cart('fcpMs')),
        fixed(cart('lcpMs')),
        fixed(cart('firstTapMs')),
        fixed(fromPaint),
        fixed(cart('badgeFromFcpMs')),
        fixed(cart('storeFromLcpMs')),
        fixed(cart('taps')),
        Number.isFinite(fromPaint)
          ? over(fromPaint > BUDGET.addToCartMs ? [`> ${BUDGET.addToCartMs} ms after FCP`] : [])
          : 'FAIL no tap worked',
      ],
    ],
  );
  console.log('  (times after first contentful paint unless named otherwise)');
  printEarlyInteractions(rounds);
}

/**
 * The early-interaction table: each control used once at first paint, per round; lost and doubled
 * count the rounds where it was, the delay (its region's hydration to its effect) is the median.
 * @param {Array<{ lighthouse: Map<string, object>, early: Array<object> }>} rounds
 */
export function printEarlyInteractions(rounds) {
  const across = (pick) => median(rounds.map(pick));
  const index = across((round) => round.lighthouse.get('Calibration')?.benchmarkIndex);
  console.log(
    `\nEarly interactions, mobile profile: each control used once at first paint, before its region hydrated (host CPU benchmark index, Lighthouse: ${fixed(index)}):`,
  );
  const rows = rounds[0].early.map((first, row) => {
    const all = rounds.map((round) => round.early[row]);
    const lost = all.reduce((sum, result) => sum + result.lost, 0);
    const doubled = all.reduce((sum, result) => sum + result.doubled, 0);
    const delay = median(all.map((result) => result.delayMs));
    const early = all.every((result) => result.early);
    const used = all.every((result) => result.used);
    const failures = [
      !used && 'not used: not on screen at first paint',
      lost > 0 && 'lost',
      doubled > 0 && 'doubled',
      delay > BUDGET.earlyDelayMs && `delay > ${BUDGET.earlyDelayMs} ms`,
      used && !early && 'not replayed: used after hydration',
    ].filter(Boolean);
    return [
      first.page,
      first.control,
      first.effect,
      fixed(median(all.map((result) => result.tapFromFcpMs))),
      early ? 'yes' : 'no',
      fixed(lost),
      fixed(doubled),
      fixed(delay),
      fixed(median(all.map((result) => result.fromReactsMs))),
      over(failures),
      all.map((result) => result.error).find(Boolean) ?? '',
    ];
  });
  printTable(
    [
      'page',
      'control',
      'effect',
      'used ms after FCP',
      'replayed',
      'lost',
      'doubled',
      'delay ms',
      "from React's ms",
      'budget',
      'note',
    ],
    rows,
  );
  console.log(
    `  (budget: lost 0, doubled 0, delay ≤ ${BUDGET.earlyDelayMs} ms; lost/doubled: rounds in which it was)`,
  );
  console.log(
    "  delay: from its region's hydration (the shell's replay of the kept tap, which runs then) to the effect; from React's: from the first render that marked the control React's (a hydration React may drop and do again later)",
  );
}
