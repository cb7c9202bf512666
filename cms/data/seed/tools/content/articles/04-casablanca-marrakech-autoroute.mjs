export default {
  title: "Casablanca–Marrakech en voiture électrique : préparer le trajet sur l'autoroute",
  slug: 'casablanca-marrakech-voiture-electrique-autoroute',
  excerpt:
    "Environ 240 km d'autoroute, de la chaleur et des bornes rapides à repérer : nos conseils pour un trajet serein, avec ou sans arrêt recharge.",
  category: 'Conseils',
  tags: ['autoroute', 'voyage', 'recharge rapide', 'marrakech'],
  views: 5240,
  featured: false,
  publishedAt: '2025-07-09T07:45:00.000Z',
  author: 'karim',
  motif: 'road',
  content: `
<p>Relier Casablanca à Marrakech, c'est environ 240 km, presque entièrement sur l'autoroute A7. Avec une voiture électrique récente, le trajet se fait souvent d'une traite. Avec une autonomie plus modeste, un arrêt recharge bien placé suffit. Dans les deux cas, quelques bons réflexes rendent le voyage beaucoup plus confortable.</p>
<h2>L'autonomie réelle sur autoroute</h2>
<p>L'autonomie homologuée WLTP mélange ville, route et autoroute. À 120 km/h, vitesse maximale autorisée sur les autoroutes marocaines, la consommation augmente nettement, car la résistance de l'air croît avec le carré de la vitesse. Comptez en moyenne 20 à 30 % d'autonomie en moins qu'en usage mixte, davantage encore avec la climatisation à fond en plein été.</p>
<ul>
<li>Une voiture annoncée à 400 km WLTP parcourt environ 280 à 300 km à 120 km/h.</li>
<li>En roulant à 110 km/h, vous gagnez souvent 10 à 15 % d'autonomie pour quelques minutes de trajet en plus.</li>
</ul>
<h2>Partir avec la bonne charge</h2>
<p>La veille, rechargez à 100 % plutôt qu'à 80 % : c'est précisément pour ce genre de trajet que la pleine charge a du sens. Idéalement, programmez la fin de la recharge peu avant le départ, la batterie sera à bonne température. Pensez aussi à prérefroidir l'habitacle pendant que la voiture est encore branchée : l'énergie viendra de votre installation, pas de la batterie.</p>
<h2>Repérer les bornes rapides</h2>
<p>Plusieurs aires de service et stations-service le long de l'axe Casablanca–Settat–Marrakech ont été équipées de bornes rapides par les réseaux des distributeurs de carburant et par des opérateurs spécialisés. Le parc évolue vite : consultez notre <a href="/carte-bornes">carte des bornes</a> avant de partir, vérifiez le type de connecteur (CCS Combo 2 pour la recharge rapide) et gardez toujours une solution de repli.</p>
<h2>Où et combien recharger ?</h2>
<p>La recharge rapide est la plus efficace entre 10 et 80 % : au-delà, la puissance diminue fortement pour protéger la batterie. Mieux vaut donc deux courts arrêts qu'un long arrêt jusqu'à 100 %. Sur ce trajet, un arrêt d'une vingtaine de minutes aux environs de Settat ou de Benguerir suffit généralement à arriver à Marrakech avec une marge confortable.</p>
<h2>La chaleur, un paramètre à ne pas négliger</h2>
<p>En juillet et en août, les températures dépassent régulièrement 40 °C dans la région de Marrakech. La climatisation consomme alors davantage, et certaines voitures réduisent leur puissance de recharge rapide si la batterie est trop chaude. Quelques astuces :</p>
<ol>
<li>Roulez tôt le matin ou en fin de journée quand c'est possible.</li>
<li>Utilisez le planificateur de trajet du véhicule : il préconditionne la batterie avant l'arrivée à la borne.</li>
<li>À l'arrivée, garez-vous à l'ombre et, si possible, laissez la voiture branchée pour qu'elle refroidisse la batterie sur le réseau.</li>
</ol>
<h2>Sur place, à Marrakech</h2>
<p>De nombreux hôtels, riads et centres commerciaux proposent désormais une borne à leurs clients. Renseignez-vous au moment de la réservation : une recharge lente pendant la nuit vous permettra de repartir avec une batterie pleine sans détour par une borne rapide. Un <a href="/boutique?category=portable">chargeur portable</a> et un adaptateur CEE peuvent aussi vous dépanner chez des proches.</p>
<h2>Check-list avant le départ</h2>
<ul>
<li>Batterie chargée à 100 % et habitacle prérefroidi.</li>
<li>Câble Type 2 et, si possible, chargeur portable dans le coffre.</li>
<li>Applications des réseaux de recharge installées et badge éventuel à portée de main.</li>
<li>Deux bornes repérées sur le trajet, dont une de secours.</li>
</ul>
`,
};
