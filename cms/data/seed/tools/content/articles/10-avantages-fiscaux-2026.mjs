export default {
  title: 'Voiture électrique au Maroc : les avantages fiscaux et pratiques en 2026',
  slug: 'voiture-electrique-maroc-avantages-2026',
  excerpt:
    "Vignette, entretien, coût d'usage, offres des entreprises : les avantages concrets d'une voiture électrique au Maroc, et les points à vérifier avant d'acheter.",
  category: 'Actualités',
  tags: ['fiscalité', 'vignette', 'achat', 'entreprise'],
  views: 5610,
  featured: false,
  publishedAt: '2026-04-22T09:00:00.000Z',
  author: 'karim',
  motif: 'incentives',
  content: `
<p>Le prix d'achat d'une voiture électrique reste plus élevé que celui d'une thermique équivalente. Mais le prix d'achat n'est qu'une partie de l'équation : fiscalité, énergie et entretien pèsent lourd sur la durée. Passons en revue les avantages dont vous pouvez bénéficier au Maroc, et les points de vigilance.</p>
<h2>L'exonération de vignette</h2>
<p>Les véhicules 100 % électriques sont exonérés de la taxe spéciale annuelle sur les véhicules, la fameuse vignette. Pour une voiture de forte puissance fiscale, l'économie est substantielle chaque année. Vérifiez toutefois la situation exacte de votre véhicule lors de l'achat, en particulier pour les hybrides rechargeables, qui ne bénéficient pas toujours du même traitement que les électriques.</p>
<h2>Un coût d'énergie bien plus faible</h2>
<p>Rechargée principalement à domicile, une voiture électrique coûte en énergie plusieurs fois moins cher qu'une voiture essence ou diesel pour la même distance. Notre article sur le <a href="/blog/cout-recharge-voiture-electrique-maroc">coût de la recharge</a> détaille la méthode de calcul en tenant compte des tranches de consommation.</p>
<h2>Un entretien allégé</h2>
<p>Pas de vidange, pas de filtre à huile, pas d'embrayage, pas de courroie de distribution, pas d'échappement : l'entretien d'une voiture électrique se limite pour l'essentiel aux pneus, aux freins, au liquide de refroidissement, aux filtres d'habitacle et aux contrôles de sécurité. Le freinage régénératif ralentit la voiture en récupérant de l'énergie, ce qui use beaucoup moins les plaquettes. Sur plusieurs années, l'économie se chiffre en milliers de dirhams.</p>
<h2>Pour les entreprises</h2>
<p>Les entreprises qui électrifient leur flotte cumulent plusieurs avantages : coût au kilomètre réduit, image responsable auprès des clients et des collaborateurs, et possibilité de recharger sur le parking de l'entreprise pendant les heures de travail. L'installation de bornes sur le lieu de travail est aussi un argument pour attirer les talents. Les modalités fiscales d'amortissement des véhicules et des bornes doivent être étudiées avec votre expert-comptable.</p>
<h2>Les points de vigilance</h2>
<ul>
<li><strong>L'assurance</strong> : les tarifs varient fortement d'un assureur à l'autre pour les véhicules électriques. Demandez plusieurs devis.</li>
<li><strong>Le réseau après-vente</strong> : vérifiez que la marque dispose d'ateliers formés à la haute tension dans votre région.</li>
<li><strong>La garantie batterie</strong> : en général 8 ans ou 160 000 km avec 70 % de capacité minimale. Lisez les conditions.</li>
<li><strong>La recharge à domicile</strong> : sans possibilité de recharger chez soi ou au travail, l'intérêt économique diminue nettement.</li>
</ul>
<h2>Le calcul global</h2>
<p>Pour comparer deux véhicules, raisonnez en coût total de possession sur la durée pendant laquelle vous comptez les garder : prix d'achat, énergie, entretien, assurance, vignette et valeur de revente. Pour un conducteur qui parcourt beaucoup de kilomètres et recharge à domicile, l'électrique rattrape souvent son surcoût initial en quelques années.</p>
<h2>Se lancer</h2>
<p>Parcourez notre <a href="/vehicules-electriques">catalogue de véhicules électriques</a> pour comparer les autonomies et les prix, puis utilisez le simulateur de recharge de chaque fiche pour estimer votre budget énergie. Nos conseillers peuvent aussi vous orienter vers une demande d'essai.</p>
`,
};
