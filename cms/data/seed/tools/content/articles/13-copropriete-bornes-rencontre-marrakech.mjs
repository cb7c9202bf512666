export default {
  title: 'Rencontre « Copropriétés et bornes de recharge » à Marrakech',
  slug: 'rencontre-coproprietes-bornes-recharge-marrakech',
  excerpt:
    "Syndics, promoteurs et résidents sont invités à une matinée d'échanges sur l'équipement des parkings collectifs en bornes de recharge : technique, partage des coûts et gestion.",
  category: 'Évènements',
  tags: ['copropriété', 'syndic', 'parking', 'évènement'],
  views: 960,
  featured: false,
  eventEndsAt: '2026-11-12T12:30:00.000Z',
  publishedAt: '2026-10-20T09:00:00.000Z',
  author: 'nadia',
  motif: 'building',
  content: `
<p>Dans les résidences, l'arrivée des premières voitures électriques pose rapidement des questions : qui paie l'installation, comment répartir la consommation, que faire quand dix résidents voudront une borne ? Pour y répondre, nous organisons une matinée d'échanges à Marrakech, destinée aux syndics, aux promoteurs immobiliers et aux résidents.</p>
<h2>Date et lieu</h2>
<p>La rencontre aura lieu le <strong>jeudi 12 novembre 2026, de 9 h 30 à 12 h 30</strong>, à Marrakech. L'adresse est communiquée aux personnes inscrites. La participation est gratuite et un café d'accueil est offert.</p>
<h2>Les thèmes abordés</h2>
<h3>Les solutions techniques</h3>
<p>Borne individuelle raccordée au compteur de chaque résident, ou infrastructure collective partagée avec comptage par badge : nous présenterons les avantages et les limites de chaque approche, avec des exemples concrets de dimensionnement. L'équilibrage de charge permet notamment d'équiper de nombreuses places sans renforcer lourdement le raccordement du bâtiment.</p>
<h3>Le partage des coûts</h3>
<p>Comment financer les travaux communs, comment refacturer l'électricité consommée à chaque utilisateur, comment intégrer progressivement de nouveaux résidents : nous verrons les modèles les plus simples à mettre en œuvre et à expliquer en assemblée générale.</p>
<h3>La gestion au quotidien</h3>
<p>Badges RFID, supervision à distance, maintenance, relevés de consommation : les bornes connectées comme la <a href="/boutique?category=commercial">Zaptec Pro ou l'Alfen Eve Double</a> simplifient considérablement le travail du syndic. Une démonstration de plateforme de gestion aura lieu en fin de matinée.</p>
<h2>Pour les promoteurs</h2>
<p>Prévoir dès la construction les gaines, l'espace en tableau et la puissance nécessaire coûte bien moins cher que d'équiper un parking existant. Un temps spécifique sera consacré au pré-équipement des programmes neufs, un argument de vente de plus en plus apprécié des acquéreurs.</p>
<h2>Le déroulé de la matinée</h2>
<ol>
<li><strong>9 h 30</strong> : accueil des participants et présentation des enjeux de la recharge en habitat collectif.</li>
<li><strong>10 h 00</strong> : tour d'horizon des solutions techniques, avec retours d'expérience de résidences déjà équipées.</li>
<li><strong>10 h 45</strong> : pause café et échanges libres avec nos techniciens.</li>
<li><strong>11 h 15</strong> : financement, répartition des coûts et refacturation de l'énergie.</li>
<li><strong>12 h 00</strong> : démonstration d'une plateforme de gestion, puis questions-réponses.</li>
</ol>
<h2>Repartir avec un plan d'action</h2>
<p>Chaque participant recevra une fiche pratique récapitulant les étapes d'un projet en copropriété : recensement des besoins des résidents, relevé de la puissance disponible, étude technique, vote en assemblée générale et planification des travaux. Les syndics qui le souhaitent pourront aussi prendre rendez-vous pour une visite technique gratuite de leur parking.</p>
<h2>Inscription</h2>
<p>Les places sont limitées. Inscrivez-vous via notre <a href="/contact">formulaire de contact</a> en précisant votre fonction (syndic, promoteur, résident) et le nombre de places de stationnement concernées. Vous pourrez aussi nous transmettre à l'avance vos questions : nous y répondrons pendant la séance.</p>
`,
};
