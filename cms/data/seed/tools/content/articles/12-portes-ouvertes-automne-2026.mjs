export default {
  title: 'Journées portes ouvertes : essais et ateliers recharge à Casablanca, Rabat et Tanger',
  slug: 'journees-portes-ouvertes-essais-ateliers-recharge-2026',
  excerpt:
    'Trois samedis pour essayer des voitures électriques, voir une wallbox installée en direct et poser toutes vos questions à nos techniciens. Entrée libre sur inscription.',
  category: 'Évènements',
  tags: ['évènement', 'essai', 'atelier', 'portes ouvertes'],
  views: 1890,
  featured: true,
  eventEndsAt: '2026-10-24T17:00:00.000Z',
  publishedAt: '2026-09-15T08:00:00.000Z',
  author: 'karim',
  motif: 'event',
  content: `
<p>Passer à l'électrique soulève beaucoup de questions : quelle autonomie en vrai, combien de temps pour recharger, quels travaux à la maison ? Le meilleur moyen d'y répondre, c'est d'essayer et d'en parler avec des spécialistes. Cet automne, ChargeMaroc organise trois journées portes ouvertes, gratuites et ouvertes à tous.</p>
<h2>Les dates</h2>
<ul>
<li><strong>Samedi 10 octobre 2026</strong> à Casablanca, de 10 h à 18 h.</li>
<li><strong>Samedi 17 octobre 2026</strong> à Rabat, de 10 h à 18 h.</li>
<li><strong>Samedi 24 octobre 2026</strong> à Tanger, de 10 h à 17 h.</li>
</ul>
<p>L'adresse exacte de chaque journée est communiquée lors de l'inscription.</p>
<h2>Au programme</h2>
<h3>Des essais de véhicules électriques</h3>
<p>Une sélection de citadines, de SUV familiaux et de berlines de notre <a href="/vehicules-electriques">catalogue</a> sera disponible pour des essais de vingt minutes, accompagnés d'un conseiller. L'occasion de découvrir la conduite à une pédale, le silence de fonctionnement et les accélérations d'un moteur électrique. Munissez-vous de votre permis de conduire.</p>
<h3>Une installation de wallbox en direct</h3>
<p>Nos techniciens installeront une wallbox sur un tableau de démonstration, en expliquant chaque étape : choix du disjoncteur, protection différentielle, mise à la terre, configuration de l'application. Vous saurez exactement à quoi vous attendre le jour de votre propre installation.</p>
<h3>Des ateliers de 30 minutes</h3>
<ol>
<li><strong>Bien choisir sa borne</strong> : puissance, monophasé ou triphasé, fonctions utiles.</li>
<li><strong>Recharger moins cher</strong> : tranches de consommation, programmation et solaire.</li>
<li><strong>Voyager en électrique au Maroc</strong> : préparer un long trajet et utiliser les bornes publiques.</li>
</ol>
<h3>Un diagnostic personnalisé</h3>
<p>Apportez une photo de votre tableau électrique et votre dernière facture d'électricité : un technicien vous remettra sur place une estimation du coût d'installation d'une borne chez vous.</p>
<h2>Offre réservée aux visiteurs</h2>
<p>Les visiteurs qui commandent une borne avec installation dans le mois suivant leur visite bénéficient du code de réduction communiqué sur place. Les codes habituels du site restent bien sûr valables.</p>
<h2>Questions pratiques</h2>
<p><strong>Faut-il déjà posséder une voiture électrique ?</strong> Non, ces journées s'adressent autant aux curieux qu'aux conducteurs déjà équipés. Beaucoup de visiteurs viennent justement avant de se décider.</p>
<p><strong>Puis-je venir en famille ?</strong> Bien sûr. Les passagers peuvent accompagner le conducteur pendant les essais, dans la limite des places du véhicule.</p>
<p><strong>Les ateliers sont-ils en arabe ?</strong> Les ateliers sont animés en français, et nos conseillers répondent volontiers à vos questions en arabe ou en anglais.</p>
<p><strong>Puis-je venir avec ma propre voiture électrique ?</strong> Oui : nos techniciens pourront vérifier ses réglages de recharge et vous montrer comment programmer une recharge aux heures les plus avantageuses.</p>
<h2>Comment s'inscrire ?</h2>
<p>L'entrée est libre, mais le nombre de créneaux d'essai est limité. Inscrivez-vous via notre <a href="/contact">formulaire de contact</a> en précisant la ville, le créneau souhaité et, si vous le souhaitez, le modèle que vous aimeriez essayer. Nous vous confirmerons votre inscription par e-mail.</p>
<p>Nous avons hâte de vous y rencontrer !</p>
`,
};
