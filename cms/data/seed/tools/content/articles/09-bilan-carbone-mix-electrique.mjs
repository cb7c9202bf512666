export default {
  title: 'Voiture électrique et mix électrique marocain : quel bilan carbone ?',
  slug: 'voiture-electrique-bilan-carbone-mix-electrique-maroc',
  excerpt:
    "Le charbon pèse encore lourd dans la production d'électricité au Maroc. La voiture électrique y est-elle vraiment plus propre ? Les chiffres et leur évolution.",
  category: 'Écologie',
  tags: ['carbone', 'énergies renouvelables', 'environnement', 'mix électrique'],
  views: 2380,
  featured: false,
  publishedAt: '2025-11-12T10:30:00.000Z',
  author: 'nadia',
  motif: 'grid',
  content: `
<p>« Une voiture électrique, c'est une voiture au charbon. » L'argument revient souvent au Maroc, où les centrales thermiques au charbon produisent encore une part importante de l'électricité. Il mérite une réponse nuancée, chiffres à l'appui.</p>
<h2>Le mix électrique marocain aujourd'hui</h2>
<p>La production d'électricité marocaine repose encore largement sur le charbon, complété par le gaz naturel et par une part croissante d'énergies renouvelables : éolien sur la façade atlantique, solaire dans le sud et hydroélectricité. Le pays s'est fixé pour objectif que les renouvelables représentent plus de la moitié de sa capacité électrique installée à l'horizon 2030, avec de grands projets éoliens et solaires en cours.</p>
<h2>Raisonner sur tout le cycle de vie</h2>
<p>Pour comparer honnêtement une voiture électrique et une voiture thermique, il faut tout compter : la fabrication du véhicule et de sa batterie, l'énergie consommée pendant toute sa vie, puis le recyclage.</p>
<ul>
<li><strong>À la fabrication</strong>, la voiture électrique part avec un handicap : la production de la batterie émet plusieurs tonnes de CO₂ supplémentaires.</li>
<li><strong>À l'usage</strong>, elle rattrape son retard kilomètre après kilomètre, car un moteur électrique est trois à quatre fois plus efficace qu'un moteur thermique.</li>
<li><strong>En fin de vie</strong>, la batterie peut connaître une seconde vie, puis être recyclée pour récupérer une grande partie de ses métaux.</li>
</ul>
<h2>Même avec une électricité carbonée</h2>
<p>Les études de cycle de vie publiées par les organismes internationaux concluent que, dans la grande majorité des pays, y compris ceux dont l'électricité reste très carbonée, une voiture électrique émet moins sur l'ensemble de sa vie qu'une voiture thermique équivalente. L'écart est modeste quand l'électricité provient majoritairement du charbon, et devient très important quand elle est largement renouvelable.</p>
<p>Surtout, le bilan d'une voiture électrique s'améliore avec le temps : chaque nouvelle centrale solaire ou éolienne raccordée au réseau réduit les émissions de toutes les voitures électriques déjà en circulation. Une voiture thermique, elle, émettra autant dans dix ans qu'aujourd'hui.</p>
<h2>Les bénéfices locaux</h2>
<p>Au-delà du CO₂, la voiture électrique n'émet ni oxydes d'azote ni particules à l'échappement. Dans les centres-villes de Casablanca, Rabat ou Fès, où la circulation est dense, la qualité de l'air en bénéficie directement. Le bruit en ville diminue aussi, un avantage que l'on mesure vite au volant.</p>
<h2>Comment améliorer son propre bilan</h2>
<ol>
<li><strong>Choisir une batterie adaptée</strong> à ses besoins réels plutôt que la plus grosse disponible.</li>
<li><strong>Recharger au soleil</strong> quand c'est possible, grâce à des panneaux photovoltaïques et à une borne capable de suivre la production.</li>
<li><strong>Faire durer la voiture</strong> : plus elle roule longtemps, plus l'impact de sa fabrication est amorti.</li>
<li><strong>Préférer l'occasion récente</strong> : une voiture électrique d'occasion a déjà absorbé une partie de son empreinte de fabrication.</li>
</ol>
<h2>En conclusion</h2>
<p>La voiture électrique n'est pas neutre pour le climat, aucune voiture ne l'est. Mais au Maroc comme ailleurs, elle émet déjà moins que son équivalent thermique sur l'ensemble de sa vie, et cet avantage grandira à mesure que le pays développe son électricité renouvelable. Pour aller plus loin, lisez notre article sur la <a href="/blog/panneaux-solaires-voiture-electrique-maroc">recharge solaire</a>.</p>
`,
};
