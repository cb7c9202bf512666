export default {
  title: 'Recharge publique au Maroc : panorama des réseaux en 2026',
  slug: 'recharge-publique-maroc-reseaux-2026',
  excerpt:
    'Stations-service, centres commerciaux, hôtels, opérateurs spécialisés : qui installe des bornes au Maroc, comment y accéder et comment payer.',
  category: 'Actualités',
  tags: ['bornes publiques', 'réseaux', 'recharge rapide', 'actualité'],
  views: 7120,
  featured: true,
  publishedAt: '2026-02-10T08:00:00.000Z',
  author: 'karim',
  motif: 'network',
  content: `
<p>Il y a quelques années, recharger hors de chez soi au Maroc relevait de l'aventure. Le paysage a beaucoup changé : les bornes se multiplient dans les grandes villes et le long des autoroutes, portées par des acteurs très différents. Tour d'horizon de ceux que vous croiserez sur la route.</p>
<h2>Les distributeurs de carburant</h2>
<p>Plusieurs grands réseaux de stations-service ont commencé à équiper une partie de leurs aires de bornes rapides. On trouve ainsi des points de recharge dans certaines stations <strong>Afriquia</strong>, <strong>TotalEnergies</strong> ou <strong>Shell</strong>, dont l'offre de recharge porte à l'international le nom de Shell Recharge. Leur atout : un maillage national, des sanitaires et un café pendant la recharge. Les bornes installées sont le plus souvent des bornes rapides en courant continu, avec connecteur CCS Combo 2.</p>
<h2>Les opérateurs spécialisés</h2>
<p>Des opérateurs dédiés à la recharge, comme <strong>Fastvolt</strong>, déploient des bornes dans les centres commerciaux, les parkings et les zones d'activité. Ils proposent généralement une application pour localiser les bornes disponibles, démarrer une session et payer. Tesla, de son côté, a développé son propre réseau de Superchargeurs, que la marque ouvre progressivement aux véhicules d'autres marques dans de nombreux pays.</p>
<h2>Les lieux de destination</h2>
<p>Hôtels, riads, restaurants, golfs, concessions automobiles : de plus en plus d'établissements installent une ou plusieurs bornes pour leurs clients. Il s'agit le plus souvent de bornes en courant alternatif de 7 à 22 kW, idéales pour recharger pendant un séjour ou un repas. Pensez à signaler votre véhicule électrique lors de la réservation.</p>
<h2>Comment payer ?</h2>
<ul>
<li><strong>Par application</strong> : la méthode la plus répandue. On scanne le QR code de la borne, on démarre la session et on paie par carte.</li>
<li><strong>Par badge RFID</strong> : fourni par un opérateur, il se présente devant le lecteur de la borne.</li>
<li><strong>Par carte bancaire sans contact</strong> : disponible sur certaines bornes rapides récentes.</li>
<li><strong>Gratuitement</strong> : certains commerces et hôtels offrent la recharge à leurs clients.</li>
</ul>
<h2>Bien lire la tarification</h2>
<p>Les opérateurs sont libres de fixer leurs prix : au kWh, à la minute, à la session ou par une combinaison de ces éléments. Une facturation à la minute est défavorable aux voitures qui acceptent une faible puissance. Vérifiez toujours le tarif affiché avant de lancer la recharge, et méfiez-vous des frais d'occupation appliqués lorsque le véhicule reste branché une fois la recharge terminée.</p>
<h2>Trouver une borne</h2>
<p>Notre <a href="/carte-bornes">carte des bornes</a> s'appuie sur l'annuaire ouvert Open Charge Map, alimenté par les opérateurs et par la communauté des conducteurs. Elle indique pour chaque station la puissance, le type de connecteur et, quand l'information est disponible, le statut et les commentaires des utilisateurs. N'hésitez pas à signaler une borne hors service : vous rendrez service aux conducteurs suivants.</p>
<h2>Les bons réflexes</h2>
<ol>
<li>Installez à l'avance les applications des principaux opérateurs et enregistrez un moyen de paiement.</li>
<li>Gardez toujours une borne de secours en tête sur un long trajet.</li>
<li>Libérez la place dès la fin de la recharge : c'est la règle d'or de la recharge publique.</li>
</ol>
<p>La recharge publique complète la recharge à domicile, elle ne la remplace pas. Pour le quotidien, une <a href="/boutique?category=wallbox">wallbox</a> à la maison reste la solution la plus pratique et la plus économique.</p>
`,
};
