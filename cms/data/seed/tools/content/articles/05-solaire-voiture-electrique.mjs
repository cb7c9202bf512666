export default {
  title: 'Panneaux solaires et voiture électrique : rouler au soleil marocain',
  slug: 'panneaux-solaires-voiture-electrique-maroc',
  excerpt:
    'Avec un ensoleillement parmi les plus généreux au monde, le Maroc se prête idéalement à la recharge solaire. Dimensionnement, fonctionnement et limites.',
  category: 'Écologie',
  tags: ['solaire', 'photovoltaïque', 'autoconsommation', 'économies'],
  views: 3980,
  featured: true,
  publishedAt: '2025-05-21T09:15:00.000Z',
  author: 'nadia',
  motif: 'solar',
  content: `
<p>Le Maroc bénéficie d'un ensoleillement exceptionnel, souvent plus de 3 000 heures par an selon les régions. Le pays l'a compris à grande échelle avec les centrales de Noor Ouarzazate. À l'échelle d'une maison, quelques panneaux sur le toit peuvent aussi couvrir une bonne partie des besoins d'une voiture électrique. Voici comment en tirer le meilleur parti.</p>
<h2>Combien de panneaux pour une voiture ?</h2>
<p>Au Maroc, un kilowatt-crête (kWc) de panneaux bien orientés produit en moyenne de l'ordre de 1 600 à 1 800 kWh par an, selon la région et l'inclinaison. Une voiture électrique qui parcourt 12 000 km par an consomme environ 2 000 kWh. Une installation de 3 kWc, soit six à sept panneaux modernes, produit donc sur l'année plus que ce que la voiture consomme.</p>
<p>Le défi n'est pas la quantité d'énergie, mais le moment où elle est produite : le soleil brille en journée, et c'est souvent à ce moment-là que la voiture est absente.</p>
<h2>Trois profils, trois stratégies</h2>
<ul>
<li><strong>La voiture reste à la maison en journée</strong> (télétravail, retraite, seconde voiture) : c'est le cas idéal. Une borne capable de suivre la production solaire recharge uniquement avec le surplus des panneaux.</li>
<li><strong>La voiture part le matin et rentre le soir</strong> : la recharge solaire se limite aux week-ends. Les panneaux couvrent alors plutôt la climatisation et l'électroménager, ce qui réduit la facture globale.</li>
<li><strong>Vous disposez d'une borne au travail</strong> : la recharge se fait au bureau, et les panneaux domestiques servent le reste de la maison.</li>
</ul>
<h2>Comment fonctionne la recharge sur surplus</h2>
<p>Un compteur mesure en permanence la production des panneaux et la consommation du logement. Dès que la production dépasse la consommation, la borne démarre la recharge et ajuste sa puissance en temps réel. Si un nuage passe ou si le four se met en marche, elle ralentit ou se met en pause. Plusieurs bornes de notre catalogue, comme la <a href="/boutique?category=wallbox">Mennekes AMTRON Compact 2.0s</a> ou le NRGkick, proposent ce mode, associé à un compteur d'énergie comme le Shelly Pro 3EM.</p>
<p>Attention à un détail technique : en monophasé, une voiture ne démarre pas sa recharge en dessous d'environ 1,4 kW (6 A). Avec une petite installation, le surplus doit donc dépasser ce seuil pour que la recharge solaire s'enclenche.</p>
<h2>Le cadre réglementaire</h2>
<p>La loi 82-21 relative à l'autoproduction d'électricité encadre les installations des particuliers et des entreprises raccordées au réseau. Les démarches et les conditions de vente d'un éventuel excédent dépendent de la puissance installée et du niveau de tension : renseignez-vous auprès de votre distributeur et faites appel à un installateur qualifié, qui vous accompagnera dans les formalités.</p>
<h2>Et les batteries domestiques ?</h2>
<p>Stocker l'énergie solaire dans une batterie murale pour recharger la voiture le soir est techniquement possible, mais rarement rentable : on stocke une énergie dans une batterie pour la transférer ensuite dans une autre, avec des pertes à chaque étape. Mieux vaut, quand c'est possible, décaler la recharge du véhicule en journée.</p>
<h2>Le bilan</h2>
<p>Une voiture rechargée au soleil, c'est un kilomètre quasiment sans émissions et presque gratuit une fois l'installation amortie. Même si seule une partie des recharges se fait sur le surplus solaire, le gain sur la facture et sur l'empreinte carbone est réel. Pour étudier votre projet de borne couplée au photovoltaïque, <a href="/contact">contactez nos conseillers</a>.</p>
`,
};
