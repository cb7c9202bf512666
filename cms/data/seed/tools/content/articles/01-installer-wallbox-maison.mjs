export default {
  title: 'Installer une wallbox à la maison au Maroc : le guide complet',
  slug: 'installer-wallbox-maison-maroc-guide',
  excerpt:
    "Abonnement, tableau électrique, protections, budget : tout ce qu'il faut vérifier avant de poser une borne de recharge chez soi, étape par étape.",
  category: 'Conseils',
  tags: ['wallbox', 'installation', 'maison', 'sécurité'],
  views: 4820,
  featured: true,
  publishedAt: '2026-01-14T09:00:00.000Z',
  author: 'salma',
  motif: 'wallbox',
  content: `
<p>La grande majorité des recharges se fait à domicile, la nuit, pendant que la voiture est garée. C'est aussi la recharge la moins chère et la plus simple au quotidien. Encore faut-il que l'installation soit adaptée : une prise de garage fatiguée n'est pas faite pour débiter 10 ampères pendant huit heures. Voici comment préparer sereinement l'arrivée d'une wallbox chez vous.</p>
<h2>1. Faire le point sur votre abonnement électrique</h2>
<p>La première question est celle de la puissance souscrite, indiquée en kVA sur votre facture ONEE ou sur celle de votre distributeur local. Une wallbox de 7,4 kW consomme à elle seule l'équivalent de 7,4 kVA. Avec un abonnement de 6 kVA, lancer la recharge en même temps que le four et la climatisation ferait immanquablement disjoncter.</p>
<ul>
<li><strong>Moins de 9 kVA</strong> : la recharge reste possible, mais il faudra limiter la puissance de la borne ou installer un système de délestage.</li>
<li><strong>De 9 à 12 kVA</strong> : la configuration la plus courante pour une wallbox de 7,4 kW, avec un délestage conseillé.</li>
<li><strong>En triphasé</strong> : vous pouvez viser 11 kW, voire 22 kW si votre véhicule les accepte.</li>
</ul>
<p>Augmenter sa puissance souscrite est une démarche simple auprès du distributeur, mais elle modifie la part fixe de la facture : faites le calcul avant de vous décider.</p>
<h2>2. Vérifier le tableau et la mise à la terre</h2>
<p>Une borne se raccorde toujours sur un <strong>circuit dédié</strong>, avec son propre disjoncteur et une protection différentielle 30 mA. Si la borne n'intègre pas de détection des fuites de courant continu (mention « RDC-DD 6 mA »), un différentiel de type B est nécessaire. L'installateur contrôle aussi la prise de terre : une terre absente ou défaillante est le premier motif de travaux supplémentaires dans les villas anciennes.</p>
<h2>3. Choisir l'emplacement</h2>
<p>Idéalement, la borne se place à moins de 20 mètres du tableau, à l'abri du soleil direct de l'après-midi et à portée du côté où se trouve la trappe de recharge du véhicule. Au-delà de 20 mètres, la section du câble augmente et le coût avec elle. En extérieur, préférez un modèle IP54 ou mieux, et pensez à un support pour éviter que le connecteur ne traîne dans le sable.</p>
<h2>4. Choisir la puissance de la borne</h2>
<p>Inutile de surdimensionner : la plupart des voitures électriques acceptent 7,4 kW en monophasé et 11 kW en triphasé. Une wallbox de 7,4 kW récupère environ 40 km d'autonomie par heure, soit largement de quoi recharger une journée de trajets en une nuit. Nos fiches <a href="/boutique?category=wallbox">wallbox</a> précisent pour chaque modèle la puissance en monophasé et en triphasé.</p>
<h2>5. Le budget</h2>
<p>Comptez d'une part le prix de la borne, de 6 000 à 15 000 MAD HT selon les fonctions, d'autre part la pose. Nos tarifs d'installation démarrent à <strong>1 200 MAD</strong> pour une wallbox de 7 kW et à 1 800 MAD pour une borne de 22 kW ; ils varient selon la distance au tableau, l'état de l'installation et le type de passage de câble. Notre <a href="/installation">calculateur d'estimation</a> vous donne un chiffre précis à partir d'une simple photo de votre tableau.</p>
<h2>6. Le jour de l'installation</h2>
<ol>
<li>Le technicien coupe le courant et pose le disjoncteur et le différentiel dédiés.</li>
<li>Il tire le câble, fixe la borne et effectue le raccordement.</li>
<li>Il mesure la terre, teste les protections puis configure la borne et l'application.</li>
<li>Il réalise une première recharge avec vous et vous remet l'attestation de conformité.</li>
</ol>
<p>L'ensemble prend généralement de 2 à 4 heures. L'installation est garantie 2 ans, et notre support reste joignable 24 h/24 et 7 j/7 si la moindre question se pose après coup.</p>
<h2>En résumé</h2>
<p>Une wallbox bien installée, c'est une recharge sûre, rapide et programmable aux heures où votre foyer consomme peu. Prenez le temps de vérifier votre abonnement et votre tableau : c'est là que se joue l'essentiel de la réussite du projet. Pour toute question, <a href="/contact">contactez nos conseillers</a>.</p>
`,
};
