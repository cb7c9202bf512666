/** Screen-only wording of the content section (spec wording lives in the shared catalogue). */
export const contentLabels = {
  home: {
    title: 'Bornes de recharge et véhicules électriques au Maroc',
    description:
      'ChargeMaroc : bornes de recharge, wallbox, câbles et véhicules électriques au Maroc, avec installation par des électriciens certifiés et support 24/7.',
    heroTitle: 'La recharge électrique, simple et sûre, partout au Maroc',
    heroText:
      'Bornes, wallbox et accessoires choisis pour votre véhicule, installés chez vous par nos électriciens et suivis 24h/24.',
    heroShop: 'Découvrir la boutique',
    heroContact: 'Demander un conseil',
    featuresTitle: 'Pourquoi ChargeMaroc',
    features: [
      {
        title: 'Recharge rapide',
        text: "Des bornes jusqu'à 22 kW pour récupérer des centaines de kilomètres en quelques heures.",
      },
      {
        title: 'Installation sécurisée',
        text: 'Pose par des électriciens certifiés, conforme aux normes, garantie 2 ans.',
      },
      {
        title: 'Support 24/7',
        text: 'Une équipe joignable jour et nuit, en français, en arabe et en anglais.',
      },
    ],
    trendingLoading: 'Chargement des produits tendance',
    trendingUnavailable: 'Les produits tendance sont momentanément indisponibles.',
    articlesTitle: 'À la une du blog',
    allArticles: 'Tous les articles',
    ctaTitle: 'Prêt à passer à la recharge électrique ?',
    ctaText: 'Parlez à un conseiller ou trouvez la borne publique la plus proche de vous.',
    ctaContact: 'Nous contacter',
    ctaMap: 'Voir la carte des bornes',
  },
  articles: {
    views: '{count} vues',
    by: 'Par {name}',
    readArticle: 'Lire la suite : {title}',
  },
  blog: {
    title: 'Blog',
    description:
      'Conseils, actualités et guides sur la recharge des véhicules électriques au Maroc : installation, coûts, réseaux, écologie.',
    intro: 'Guides, actualités et conseils pour rouler et recharger en électrique au Maroc.',
    searchLabel: 'Rechercher un article',
    searchPlaceholder: 'Titre, résumé ou mot-clé',
    categoryLabel: 'Catégorie',
    allCategories: 'Toutes',
    sortLabel: 'Trier par',
    pagination: 'Pagination du blog',
    breadcrumb: "Fil d'Ariane",
    share: 'Partager',
    print: 'Imprimer',
    backToBlog: 'Retour au blog',
    tags: 'Mots-clés',
    similar: 'Articles similaires',
    by: 'Par {name}',
    views: '{count} vues',
  },
  organization: {
    description: 'Boutique en ligne de bornes de recharge et de véhicules électriques au Maroc.',
  },
} as const;
