export default {
  title: 'Canicule : protéger la batterie de sa voiture électrique en été',
  slug: 'proteger-batterie-voiture-electrique-chaleur',
  excerpt:
    'Stationnement, niveau de charge, recharge rapide, climatisation : les bons gestes pour préserver votre batterie quand le thermomètre dépasse 40 °C.',
  category: 'Conseils',
  tags: ['batterie', 'chaleur', 'entretien', 'été'],
  views: 4470,
  featured: false,
  publishedAt: '2025-06-26T08:00:00.000Z',
  author: 'youssef',
  motif: 'heat',
  content: `
<p>Les batteries lithium-ion n'aiment ni le grand froid ni la forte chaleur. Au Maroc, c'est évidemment la chaleur qui pose question : de Marrakech à Errachidia, les étés dépassent régulièrement 40 °C. Rassurez-vous, les voitures électriques modernes sont conçues pour ces conditions. Quelques habitudes simples suffisent à préserver leur batterie pendant de longues années.</p>
<h2>Pourquoi la chaleur use la batterie</h2>
<p>La chaleur accélère les réactions chimiques parasites à l'intérieur des cellules. C'est surtout la combinaison <strong>température élevée + batterie pleine + longue durée</strong> qui dégrade la capacité. Une voiture garée tout l'été en plein soleil, chargée à 100 %, vieillit plus vite qu'une voiture garée à l'ombre à 60 %.</p>
<h2>Le rôle du système de gestion thermique</h2>
<p>La plupart des voitures récentes disposent d'un circuit de refroidissement liquide qui maintient la batterie dans sa plage idéale, autour de 20 à 35 °C. Ce système fonctionne pendant la conduite et la recharge, et sur certains modèles même à l'arrêt. Quelques voitures d'entrée de gamme, plus anciennes, se contentent d'un refroidissement par air : elles demandent un peu plus d'attention.</p>
<h2>Les bons gestes au quotidien</h2>
<ul>
<li><strong>Garez-vous à l'ombre</strong> dès que possible : parking couvert, sous-sol, arbre. Un pare-soleil limite aussi l'échauffement de l'habitacle.</li>
<li><strong>Limitez la charge à 80 %</strong> pour l'usage quotidien, et réservez les 100 % à la veille d'un long trajet.</li>
<li><strong>Laissez la voiture branchée</strong> lors des journées très chaudes à la maison : le refroidissement de la batterie puise alors sur le réseau.</li>
<li><strong>Évitez de laisser la batterie à 100 %</strong> pendant plusieurs jours au soleil, par exemple pendant les vacances.</li>
<li><strong>Prérefroidissez l'habitacle</strong> depuis l'application pendant que la voiture est branchée.</li>
</ul>
<h2>La recharge rapide en été</h2>
<p>La recharge rapide génère beaucoup de chaleur. Par forte température, la voiture peut réduire la puissance acceptée pour protéger les cellules : ne vous étonnez pas d'une recharge un peu plus lente qu'annoncé en plein après-midi d'août. Utiliser la recharge rapide régulièrement n'est pas un problème pour une batterie bien refroidie, mais privilégier la recharge à domicile reste la meilleure stratégie pour sa longévité.</p>
<h2>Et la climatisation ?</h2>
<p>Une climatisation moderne, surtout associée à une pompe à chaleur, consomme en général entre 0,5 et 1,5 kW selon la température extérieure et la taille de l'habitacle. Sur un trajet d'une heure, cela représente quelques pour cent d'autonomie : il n'y a aucune raison de souffrir de la chaleur pour économiser la batterie.</p>
<h2>Que dit la garantie ?</h2>
<p>Les constructeurs garantissent généralement la batterie <strong>8 ans ou 160 000 km</strong>, avec au moins 70 % de capacité restante. Les retours d'expérience montrent que la plupart des batteries conservent bien davantage après cette période. Un contrôle de l'état de santé (SOH) lors de l'entretien annuel permet de suivre son évolution et de détecter toute anomalie.</p>
<h2>À retenir</h2>
<ol>
<li>L'ombre et une charge modérée sont les deux meilleures protections.</li>
<li>La voiture gère seule la température de sa batterie : laissez-la faire, branchée si possible.</li>
<li>Une recharge rapide plus lente en été est normale et protège la batterie.</li>
</ol>
<p>Pour comparer les modèles équipés d'une pompe à chaleur et d'un refroidissement liquide, consultez notre <a href="/vehicules-electriques">catalogue de véhicules électriques</a>.</p>
`,
};
