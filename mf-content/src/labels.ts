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
    commentsLoading: 'Chargement des commentaires',
    by: 'Par {name}',
    views: '{count} vues',
  },
  faq: {
    title: 'Questions fréquentes',
    description:
      'Recharge à domicile, installation, bornes, entretien, facturation et garantie : les réponses aux questions les plus posées.',
    intro: 'Les réponses aux questions que nos clients nous posent le plus souvent.',
    searchLabel: 'Rechercher une question',
    searchPlaceholder: 'Ex. : garantie, wallbox, installation',
    categories: 'Catégories de questions',
    allCategories: 'Toutes',
    noResult: 'Aucune question ne correspond à votre recherche.',
    stillQuestions: 'Vous ne trouvez pas votre réponse ?',
    stillQuestionsText: 'Notre équipe vous répond 24h/24 et 7j/7, en moyenne en 2 heures.',
    contactUs: 'Contactez-nous',
  },
  contact: {
    title: 'Contactez-nous',
    description:
      'Une question sur une borne, une installation ou une commande ? Écrivez-nous, demandez un rappel ou un devis : réponse en 2 heures en moyenne.',
    intro: 'Une question, un projet de borne, un devis ? Notre équipe vous répond en 2 heures en moyenne.',
    contactTitle: 'Envoyer un message',
    contactIntro: 'Les champs marqués * sont obligatoires.',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    subject: 'Sujet',
    message: 'Message',
    send: 'Envoyer le message',
    formsLoading: 'Chargement des formulaires de rappel et de devis',
    callbackTitle: 'Être rappelé',
    callbackIntro: 'Laissez votre numéro, un conseiller vous rappelle au moment qui vous convient.',
    preferredTime: 'Moment préféré',
    times: [
      { value: 'Dès que possible', label: 'Dès que possible' },
      { value: 'Matin (9h - 12h)', label: 'Matin (9h - 12h)' },
      { value: 'Après-midi (14h - 18h)', label: 'Après-midi (14h - 18h)' },
      { value: 'Soir (18h - 20h)', label: 'Soir (18h - 20h)' },
    ],
    reason: 'Motif',
    callbackSend: 'Demander un rappel',
    quoteTitle: 'Demander un devis',
    quoteIntro: 'Pour une installation à domicile, en entreprise ou en copropriété.',
    quoteProduct: 'Produit concerné : {product}',
    quoteProductDescription: 'Demande de devis pour : {product}',
    company: 'Entreprise',
    projectType: 'Type de projet',
    projectTypes: [
      { value: '', label: 'Choisissez…' },
      { value: 'residential', label: 'Maison individuelle' },
      { value: 'condominium', label: 'Copropriété' },
      { value: 'business', label: 'Entreprise ou flotte' },
      { value: 'public', label: 'Recharge ouverte au public' },
    ],
    budget: 'Budget',
    budgets: [
      { value: '', label: 'Non précisé' },
      { value: '< 10 000 MAD', label: 'Moins de 10 000 MAD' },
      { value: '10 000 - 50 000 MAD', label: '10 000 à 50 000 MAD' },
      { value: '> 50 000 MAD', label: 'Plus de 50 000 MAD' },
    ],
    timeline: 'Délai',
    timelines: [
      { value: '', label: 'Non précisé' },
      { value: 'Moins d’un mois', label: 'Moins d’un mois' },
      { value: '1 à 3 mois', label: '1 à 3 mois' },
      { value: 'Plus de 3 mois', label: 'Plus de 3 mois' },
    ],
    location: 'Ville',
    requirements: 'Besoins',
    requirementOptions: ['Wallbox', 'Borne rapide', 'Supervision', 'Plusieurs points de charge'],
    projectDescription: 'Description du projet',
    quoteSend: 'Demander un devis',
    infoTitle: 'Nos coordonnées',
    address: 'Adresse',
    responseTime: 'Réponse en 2 heures en moyenne, 24h/24 et 7j/7.',
    languages: 'Français, arabe, anglais.',
    faqTitle: 'Questions fréquentes',
    allQuestions: 'Toutes les questions',
  },
  organization: {
    description: 'Boutique en ligne de bornes de recharge et de véhicules électriques au Maroc.',
  },
  /** The heads of the pages without CMS data (their routes name them without loading the page). */
  about: {
    title: 'À propos',
    description:
      'ChargeMaroc équipe les conducteurs et les entreprises du Maroc en bornes de recharge, avec installation certifiée et support 24/7.',
  },
  installation: {
    title: "Service d'installation",
    description:
      'Installation de bornes de recharge par des électriciens certifiés au Maroc : étapes, tarifs à partir de 800 MAD, garantie 2 ans et estimation en ligne.',
  },
  installationRequest: {
    title: "Demande d'installation",
    description:
      'Demandez l’installation de votre borne : vos coordonnées, les caractéristiques de votre installation et une photo du tableau électrique.',
  },
  legal: {
    notice: {
      title: 'Mentions légales',
      description: 'Éditeur, hébergement, propriété intellectuelle et responsabilité du site ChargeMaroc.',
    },
    privacy: {
      title: 'Politique de confidentialité',
      description:
        'Quelles données ChargeMaroc collecte, pourquoi, combien de temps, et comment exercer vos droits (loi 09-08).',
    },
    terms: {
      title: 'Conditions générales de vente',
      description:
        'Commande, prix en MAD, paiement, livraison, rétractation, garanties et installation chez ChargeMaroc.',
    },
  },
} as const;
