export default {
  title: 'Smart charging et équilibrage de charge : recharger sans faire sauter le disjoncteur',
  slug: 'smart-charging-equilibrage-de-charge',
  excerpt:
    "Délestage, équilibrage dynamique, partage de puissance entre bornes : comment une borne intelligente s'adapte à votre installation et à votre abonnement.",
  category: 'Technologies',
  tags: ['smart charging', 'délestage', 'wallbox', 'abonnement'],
  views: 2760,
  featured: false,
  publishedAt: '2025-10-08T09:30:00.000Z',
  author: 'youssef',
  motif: 'smart',
  content: `
<p>Une wallbox de 7,4 kW tire 32 ampères pendant plusieurs heures. Dans un logement équipé d'un abonnement de 9 kVA, c'est près de 80 % de la puissance disponible. Il suffit alors d'allumer le four et le chauffe-eau pour que le disjoncteur général coupe tout. C'est précisément le problème que résout la recharge intelligente.</p>
<h2>Le délestage : la solution de base</h2>
<p>Le délestage consiste à couper ou réduire la recharge lorsque la consommation du logement approche la limite de l'abonnement. Dans sa version la plus simple, un gestionnaire d'énergie installé dans le tableau envoie un signal à la borne par un fil : la recharge s'interrompt, puis reprend quand la consommation baisse. C'est fiable et peu coûteux, mais un peu brutal.</p>
<h2>L'équilibrage dynamique : la solution fine</h2>
<p>Avec l'équilibrage dynamique, un compteur mesure en continu le courant consommé par le logement. La borne calcule la marge restante et ajuste sa puissance ampère par ampère, plusieurs fois par seconde :</p>
<ul>
<li>la nuit, quand la maison dort, la voiture profite de toute la puissance disponible ;</li>
<li>à 20 heures, quand la cuisine tourne à plein régime, la recharge ralentit sans s'arrêter ;</li>
<li>dès que la consommation baisse, la borne remonte en puissance.</li>
</ul>
<p>Chez Wallbox, cette fonction s'appelle Power Boost et s'appuie sur un <a href="/boutique?category=accessories">Power Meter</a> installé dans le tableau. D'autres fabricants proposent des solutions équivalentes avec un compteur ou des pinces ampèremétriques.</p>
<h2>Le partage de puissance entre plusieurs bornes</h2>
<p>Dans une copropriété, une entreprise ou un hôtel, plusieurs bornes partagent une même alimentation. Plutôt que de dimensionner le raccordement pour que toutes fonctionnent à pleine puissance en même temps, on répartit la puissance disponible entre les véhicules branchés. Dix bornes de 22 kW peuvent ainsi fonctionner sur un raccordement bien plus modeste que 220 kW, sans que les utilisateurs s'en aperçoivent vraiment : les voitures restent souvent garées des heures.</p>
<h2>La programmation horaire</h2>
<p>Programmer la recharge la nuit présente un double intérêt : la consommation du logement est alors minimale, et le réseau électrique est moins sollicité. L'application de la borne, ou celle de la voiture, permet de définir une heure de début ou, mieux, une heure de départ souhaitée avec un niveau de charge cible.</p>
<h2>OCPP : le langage commun des bornes</h2>
<p>Le protocole OCPP (Open Charge Point Protocol) permet à une borne de dialoguer avec une plateforme de supervision, quel qu'en soit le fabricant. Pour un particulier, ce n'est pas indispensable. Pour une entreprise, c'est la garantie de pouvoir changer de logiciel de gestion sans changer de bornes, de suivre les consommations par badge et de refacturer l'énergie.</p>
<h2>Faut-il augmenter son abonnement ?</h2>
<p>Pas forcément. Avant de passer à une puissance souscrite supérieure, qui alourdit la part fixe de la facture tous les mois, un équilibrage dynamique permet souvent de recharger confortablement avec l'abonnement existant. Une nuit de huit heures à 5 kW en moyenne représente déjà 40 kWh, soit plus de 200 km d'autonomie.</p>
<h2>En pratique</h2>
<ol>
<li>Relevez votre puissance souscrite et les appareils les plus gourmands du logement.</li>
<li>Choisissez une borne compatible avec un compteur externe ou un gestionnaire d'énergie.</li>
<li>Faites poser le compteur en même temps que la borne pour éviter un second déplacement.</li>
</ol>
<p>Nos techniciens configurent l'équilibrage lors de l'<a href="/installation">installation</a> et vérifient son bon fonctionnement en simulant un pic de consommation.</p>
`,
};
