export default {
  title: 'Batteries de voitures électriques : seconde vie et recyclage',
  slug: 'batteries-voitures-electriques-seconde-vie-recyclage',
  excerpt:
    "Que devient la batterie d'une voiture électrique après 10 ou 15 ans ? Stockage stationnaire, récupération des métaux : une filière qui se structure.",
  category: 'Écologie',
  tags: ['batterie', 'recyclage', 'économie circulaire', 'stockage'],
  views: 1740,
  featured: false,
  publishedAt: '2026-06-03T08:45:00.000Z',
  author: 'nadia',
  motif: 'recycle',
  content: `
<p>La batterie est l'élément le plus coûteux et le plus symbolique d'une voiture électrique. Une question revient souvent : que devient-elle quand la voiture arrive en fin de vie ? Contrairement à une idée reçue, elle ne finit pas en décharge. Elle commence souvent une seconde carrière avant d'être recyclée.</p>
<h2>Une durée de vie plus longue que prévu</h2>
<p>Les premières craintes sur l'usure des batteries ne se sont pas confirmées. Grâce à la gestion thermique et à l'électronique de contrôle, la plupart des batteries conservent une grande partie de leur capacité après de nombreuses années d'utilisation. Les constructeurs garantissent généralement <strong>8 ans ou 160 000 km</strong> avec au moins 70 % de capacité, et beaucoup de batteries dépassent largement ce seuil.</p>
<h2>La seconde vie : le stockage stationnaire</h2>
<p>Une batterie qui ne conserve plus que 70 ou 80 % de sa capacité n'est plus idéale pour une voiture, mais reste parfaitement utilisable pour stocker de l'électricité à poste fixe, là où le poids et l'encombrement importent peu :</p>
<ul>
<li>stocker la production de panneaux solaires pour la restituer le soir ;</li>
<li>lisser les pics de consommation d'une station de recharge rapide ;</li>
<li>alimenter en secours un bâtiment ou un site isolé ;</li>
<li>stabiliser un réseau électrique local.</li>
</ul>
<p>Plusieurs constructeurs et énergéticiens exploitent déjà en Europe des installations composées de batteries de voitures électriques réemployées. Cette seconde vie prolonge l'utilité de la batterie de plusieurs années.</p>
<h2>Le recyclage : récupérer les métaux</h2>
<p>En fin de parcours, la batterie est démontée puis recyclée. Les procédés industriels permettent de récupérer une grande partie du cobalt, du nickel, du cuivre et du lithium, qui servent à fabriquer de nouvelles batteries. L'Union européenne impose désormais des taux de récupération minimaux et une part de matériaux recyclés dans les batteries neuves, ce qui structure toute la filière.</p>
<h2>Et les batteries LFP ?</h2>
<p>Les batteries lithium-fer-phosphate, utilisées notamment par BYD et sur certaines Tesla et MG, ne contiennent ni cobalt ni nickel. Elles sont réputées pour leur longévité et leur bonne tolérance à la chaleur, mais leur recyclage est moins rentable, faute de métaux de grande valeur. Leur très longue durée de vie en fait en revanche d'excellentes candidates pour la seconde vie.</p>
<h2>Le Maroc et la filière batterie</h2>
<p>Le Maroc dispose d'atouts reconnus dans la chaîne de valeur des batteries, notamment ses réserves de phosphates, sa base industrielle automobile et sa proximité avec l'Europe. Plusieurs projets industriels liés aux composants de batteries ont été annoncés ces dernières années. Une filière locale de collecte, de réemploi et de recyclage est une suite logique de ce développement.</p>
<h2>Ce que vous pouvez faire</h2>
<ol>
<li>Préservez votre batterie au quotidien : charge modérée, stationnement à l'ombre, recharge à domicile de préférence.</li>
<li>Faites contrôler son état de santé lors de l'entretien : c'est aussi un argument à la revente.</li>
<li>En fin de vie du véhicule, passez par le réseau agréé de la marque, qui se charge de la reprise de la batterie.</li>
</ol>
<p>Pour prendre soin de votre batterie pendant les fortes chaleurs, relisez nos <a href="/blog/proteger-batterie-voiture-electrique-chaleur">conseils pour l'été</a>.</p>
`,
};
