export default {
  title: 'Type 2, CCS, CHAdeMO : comprendre les prises de recharge',
  slug: 'type-2-ccs-chademo-prises-de-recharge',
  excerpt:
    'Courant alternatif ou continu, Type 2 ou CCS Combo 2, câble attaché ou non : le point sur les connecteurs que vous croiserez au Maroc.',
  category: 'Technologies',
  tags: ['type 2', 'ccs', 'chademo', 'connecteurs'],
  views: 3150,
  featured: false,
  publishedAt: '2025-03-18T08:30:00.000Z',
  author: 'youssef',
  motif: 'plugs',
  content: `
<p>Un automobiliste qui passe à l'électrique découvre vite un nouveau vocabulaire : Type 2, CCS, CHAdeMO, Mode 2, Mode 3… Bonne nouvelle, au Maroc comme en Europe, le paysage s'est largement simplifié. Deux connecteurs couvrent l'immense majorité des besoins.</p>
<h2>Courant alternatif et courant continu</h2>
<p>Le réseau électrique distribue du courant alternatif (AC), alors qu'une batterie stocke du courant continu (DC). Il faut donc convertir l'un en l'autre, et tout dépend de l'endroit où se fait cette conversion :</p>
<ul>
<li><strong>En recharge AC</strong>, c'est le chargeur embarqué de la voiture qui convertit le courant. Sa puissance, souvent 7,4 ou 11 kW, limite la vitesse de recharge, quelle que soit la borne.</li>
<li><strong>En recharge DC</strong>, la conversion se fait dans la borne, qui envoie directement du courant continu à la batterie. C'est ce qui permet les recharges rapides de 50 à plus de 300 kW.</li>
</ul>
<h2>Le Type 2 : le standard de la recharge AC</h2>
<p>Reconnaissable à sa forme ronde avec un méplat et ses sept contacts, le connecteur Type 2 (norme IEC 62196-2) équipe la quasi-totalité des voitures électriques et hybrides rechargeables vendues au Maroc. On le retrouve sur les wallbox domestiques et sur les bornes publiques AC, jusqu'à 22 kW en triphasé.</p>
<p>Sur une borne publique équipée d'une simple prise Type 2, il faut apporter son propre <a href="/boutique?category=cables">câble Mode 3</a>. Les bornes avec câble attaché sont plus pratiques, mais le câble y subit davantage d'usure.</p>
<h2>Le CCS Combo 2 : le standard de la recharge rapide</h2>
<p>Le CCS Combo 2 ajoute sous le Type 2 deux grosses broches dédiées au courant continu. La prise du véhicule accepte ainsi les deux connecteurs : le Type 2 seul pour la recharge lente, le CCS complet pour la recharge rapide. Les bornes rapides installées sur les autoroutes et dans les stations-service marocaines utilisent toutes ce standard, tout comme les Superchargeurs Tesla de dernière génération en Europe.</p>
<h2>Le CHAdeMO : une espèce en voie de disparition</h2>
<p>Standard japonais, le CHAdeMO équipait la première Nissan Leaf, le Mitsubishi Outlander hybride rechargeable et quelques autres modèles. Les constructeurs l'ont abandonné au profit du CCS en Europe et en Afrique du Nord. Certaines bornes multistandards conservent un câble CHAdeMO, mais il est de plus en plus rare sur les nouvelles installations.</p>
<h2>Le Type 1 : le cas des véhicules importés</h2>
<p>Les voitures conçues pour l'Amérique du Nord ou certains marchés asiatiques utilisent parfois le connecteur Type 1, monophasé et limité à 7,4 kW. Si vous avez importé un tel véhicule, un câble Type 2 vers Type 1 vous permettra d'utiliser les bornes marocaines.</p>
<h2>Mode 2, Mode 3, Mode 4 : de quoi parle-t-on ?</h2>
<ol>
<li><strong>Mode 2</strong> : recharge sur une prise domestique ou industrielle, avec un câble équipé d'un boîtier de contrôle. Lente, elle sert surtout de solution de dépannage.</li>
<li><strong>Mode 3</strong> : recharge AC sur une borne dédiée (wallbox ou borne publique), qui dialogue avec le véhicule pour sécuriser la charge.</li>
<li><strong>Mode 4</strong> : recharge rapide en courant continu, câble toujours attaché à la borne.</li>
</ol>
<h2>Ce qu'il faut retenir</h2>
<p>Pour rouler sereinement au Maroc, vérifiez que votre véhicule dispose d'une prise CCS Combo 2 pour la recharge rapide, gardez un câble Type 2 dans le coffre pour les bornes publiques AC et équipez votre domicile d'une wallbox. Notre <a href="/carte-bornes">carte des bornes</a> indique pour chaque station le type de connecteur disponible.</p>
`,
};
