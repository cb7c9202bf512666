export default {
  title: 'Prise domestique, prise renforcée ou wallbox : quelle solution choisir ?',
  slug: 'prise-domestique-prise-renforcee-ou-wallbox',
  excerpt:
    'Temps de recharge, sécurité, budget : comparatif des trois façons de recharger sa voiture électrique à la maison, pour choisir selon son usage.',
  category: 'Technologies',
  tags: ['prise renforcée', 'wallbox', 'mode 2', 'comparatif'],
  views: 3590,
  featured: false,
  publishedAt: '2025-09-03T08:15:00.000Z',
  author: 'salma',
  motif: 'socket',
  content: `
<p>Pour recharger à la maison, trois solutions existent : la prise domestique classique, la prise renforcée et la borne murale, ou wallbox. Elles diffèrent par la vitesse de recharge, le niveau de sécurité et le budget. Voici comment choisir.</p>
<h2>La prise domestique : pour dépanner</h2>
<p>Toutes les voitures électriques sont livrées ou compatibles avec un câble Mode 2, qui se branche sur une prise ordinaire. La recharge est alors limitée à 8 ou 10 ampères, soit environ 2 kW : il faut compter plus de 24 heures pour recharger une batterie de 60 kWh.</p>
<p>Surtout, une prise ordinaire n'est pas conçue pour délivrer un courant élevé pendant des heures. Sur une installation ancienne, un contact desserré ou un fil sous-dimensionné peut chauffer dangereusement. Cette solution doit rester occasionnelle, sur une prise en bon état, reliée à la terre et protégée par un différentiel 30 mA.</p>
<h2>La prise renforcée : l'entrée de gamme sécurisée</h2>
<p>Une prise renforcée, comme la Legrand Green'Up Access, est conçue pour la charge continue. Elle se raccorde sur un circuit dédié et, avec un câble compatible, permet de monter à 14 ampères, soit environ 3,2 kW. Une nuit de dix heures récupère alors plus de 150 km d'autonomie.</p>
<ul>
<li><strong>Pour qui ?</strong> Les hybrides rechargeables, les petites batteries et les conducteurs qui roulent moins de 50 km par jour.</li>
<li><strong>Budget :</strong> la prise coûte moins de 1 500 MAD HT, et nos tarifs d'installation démarrent à 800 MAD.</li>
</ul>
<h2>La wallbox : la solution de référence</h2>
<p>La wallbox, ou recharge Mode 3, communique avec la voiture pour sécuriser la recharge et délivre jusqu'à 7,4 kW en monophasé, 11 ou 22 kW en triphasé. En monophasé, elle récupère environ 40 km d'autonomie par heure : une nuit suffit à recharger entièrement la plupart des véhicules.</p>
<p>Elle apporte aussi le confort d'usage : câble attaché toujours prêt, programmation depuis une application, suivi de la consommation et équilibrage de charge pour ne jamais dépasser la puissance de l'abonnement.</p>
<ul>
<li><strong>Pour qui ?</strong> Tous les conducteurs de voitures 100 % électriques, et tous ceux qui veulent une recharge rapide et pilotable.</li>
<li><strong>Budget :</strong> de 6 000 à 15 000 MAD HT pour la borne, et à partir de 1 200 MAD pour la pose d'une wallbox 7 kW.</li>
</ul>
<h2>Le comparatif en un coup d'œil</h2>
<ol>
<li><strong>Prise domestique</strong> : environ 2 kW, 10 à 15 km d'autonomie par heure, à réserver au dépannage.</li>
<li><strong>Prise renforcée</strong> : environ 3,2 kW, 15 à 20 km par heure, sûre et économique.</li>
<li><strong>Wallbox monophasée</strong> : 7,4 kW, environ 40 km par heure, confortable et pilotable.</li>
<li><strong>Wallbox triphasée</strong> : 11 à 22 kW, selon le chargeur embarqué du véhicule.</li>
</ol>
<h2>Notre conseil</h2>
<p>Si vous roulez peu ou conduisez un hybride rechargeable, la prise renforcée offre un excellent rapport qualité-prix. Dès que vous passez au tout électrique ou que vous parcourez plus de 50 km par jour, la wallbox s'impose. Dans tous les cas, faites vérifier votre installation par un professionnel : c'est la meilleure garantie de sécurité.</p>
<p>Découvrez notre sélection de <a href="/boutique?category=residential">bornes résidentielles</a> et de <a href="/boutique?category=wallbox">wallbox</a>, ou estimez le coût de pose avec notre <a href="/installation">calculateur d'installation</a>.</p>
`,
};
