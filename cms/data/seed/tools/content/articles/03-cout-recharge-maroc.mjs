export default {
  title: "Combien coûte la recharge d'une voiture électrique au Maroc ?",
  slug: 'cout-recharge-voiture-electrique-maroc',
  excerpt:
    "Tranches de consommation, recharge à domicile ou sur borne rapide, comparaison avec l'essence : comment estimer ce que vous dépenserez vraiment pour rouler.",
  category: 'Conseils',
  tags: ['tarifs', 'électricité', 'budget', 'onee'],
  views: 6310,
  featured: true,
  publishedAt: '2026-03-05T10:00:00.000Z',
  author: 'salma',
  motif: 'tariff',
  content: `
<p>C'est souvent le premier argument en faveur de la voiture électrique : le coût au kilomètre. Mais au Maroc, le prix du kWh dépend de votre distributeur, de votre consommation mensuelle et de l'endroit où vous rechargez. Voici une méthode simple pour faire vos propres calculs.</p>
<h2>Qui facture votre électricité ?</h2>
<p>Selon votre ville, votre électricité est facturée par l'ONEE, par une régie ou par le distributeur local. Dans les grandes agglomérations, la distribution était historiquement assurée par des opérateurs délégués, comme Lydec à Casablanca, Redal à Rabat-Salé ou Amendis à Tanger et Tétouan, dont les activités sont reprises par les nouvelles sociétés régionales multiservices. Les principes de facturation restent proches : un prix du kWh qui augmente par tranches de consommation mensuelle, une redevance fixe et les taxes.</p>
<h2>Le piège des tranches</h2>
<p>Le tarif résidentiel est progressif : plus vous consommez dans le mois, plus le kWh des tranches supérieures est cher. Or une voiture électrique qui parcourt 1 200 km par mois consomme environ 200 kWh, ce qui peut faire passer un foyer dans une tranche plus élevée. En pratique, selon votre consommation de départ, le kWh supplémentaire vous coûtera <strong>entre 1,2 et 1,8 MAD TTC</strong> environ. Pour vos simulations, nous retenons une valeur prudente de 1,8 MAD par kWh à domicile.</p>
<p>Le bon réflexe : reprenez vos trois dernières factures, repérez votre consommation mensuelle et la tranche atteinte, puis ajoutez la consommation de la voiture pour voir dans quelle tranche vous basculez.</p>
<h2>Un exemple concret</h2>
<p>Prenons une compacte électrique qui consomme 16 kWh aux 100 km, pour 1 000 km par mois :</p>
<ul>
<li>énergie nécessaire : 160 kWh, plus environ 10 % de pertes de recharge, soit 176 kWh ;</li>
<li>coût à domicile à 1,8 MAD/kWh : environ <strong>317 MAD par mois</strong> ;</li>
<li>coût sur des bornes publiques AC facturées autour de 3,5 MAD/kWh : environ 616 MAD ;</li>
<li>coût en recharge rapide DC autour de 4,5 MAD/kWh : environ 792 MAD.</li>
</ul>
<p>À titre de comparaison, une citadine essence consommant 6,5 litres aux 100 km dépense 65 litres pour la même distance, soit bien davantage au prix actuel du carburant, sans compter l'entretien plus lourd d'un moteur thermique (vidanges, embrayage, courroie).</p>
<h2>Comment payer moins cher</h2>
<ol>
<li><strong>Rechargez surtout à domicile</strong> : c'est de loin l'option la plus économique. Gardez la recharge rapide pour les longs trajets.</li>
<li><strong>Évitez de recharger à 100 % chaque jour</strong> : vous n'économisez rien et la batterie s'use davantage. Un plafond à 80 % suffit au quotidien.</li>
<li><strong>Pilotez la recharge</strong> : une wallbox programmable évite les pics de puissance qui obligent à souscrire un abonnement plus élevé.</li>
<li><strong>Couplez avec du solaire</strong> : les panneaux photovoltaïques rechargent la voiture à coût quasi nul en journée, si elle reste garée chez vous.</li>
</ol>
<h2>Et les bornes publiques ?</h2>
<p>Les réseaux de recharge publics fixent librement leurs tarifs : au kWh, à la minute ou au forfait. Une tarification à la minute pénalise les véhicules qui rechargent lentement ; vérifiez toujours le mode de facturation sur l'écran de la borne ou dans l'application de l'opérateur avant de brancher.</p>
<h2>Simulez votre cas</h2>
<p>Sur chaque fiche de notre <a href="/vehicules-electriques">catalogue de véhicules</a>, le simulateur de recharge calcule la durée et le coût d'une recharge selon le type de borne, la saison et votre style de conduite. De quoi comparer précisément plusieurs modèles avant de vous décider.</p>
`,
};
