'use strict';

// French messages only the CMS answers with. Form rules and their messages (contact, newsletter,
// comments, checkout, installation estimate…) come with the rules from @chargemaroc/shared.
module.exports = Object.freeze({
  tooManyAttempts: 'Trop de tentatives, veuillez réessayer dans une minute.',
  tooManySignInsForAccount:
    'Trop de tentatives de connexion pour ce compte, veuillez réessayer dans 15 minutes.',
  tooManySignInsFromAddress:
    'Trop de tentatives de connexion depuis cette adresse, veuillez réessayer dans 15 minutes.',
  loginRequired: 'Vous devez être connecté pour effectuer cette action.',
  serviceUnavailable: 'Service temporairement indisponible, veuillez réessayer dans quelques instants.',
  storageFull: 'Espace de stockage insuffisant sur le serveur, veuillez réessayer plus tard.',
  invalidBody: 'Requête invalide',

  newsletterDuplicate: 'Cet e-mail est déjà inscrit à la newsletter',
  reviewDuplicate: 'Vous avez déjà donné votre avis sur ce produit.',
  orderDuplicate: 'Cette commande a déjà été enregistrée.',
  orderIdempotencyKeyInvalid: 'Clé d’idempotence invalide',
  orderIdempotencyKeyReused:
    'Cette clé d’idempotence a déjà servi pour une autre commande : vérifiez vos commandes avant de recommencer.',
  valueAlreadyUsed: 'Cette valeur est déjà utilisée',

  // The site search (api/search).
  searchQueryTooLong: (/** @type {number} */ max) => `La recherche est limitée à ${max} caractères.`,
  searchTypeUnknown: (/** @type {string} */ type, /** @type {readonly string[]} */ types) =>
    `Type de résultat inconnu « ${type} » : choisissez parmi ${types.join(', ')}.`,
  searchLimitInvalid: (/** @type {number} */ max) =>
    `Le nombre de résultats doit être un entier entre 1 et ${max}.`,
  tooManySearches: 'Trop de recherches en peu de temps, veuillez réessayer dans une minute.',

  // The back office's sections, releases and change log (docs/decisions/020-back-office-and-roles.md).
  sectionSwitchRefused: 'Refusé, rien n’a changé',
  sectionReleaseOfAnotherApp: (/** @type {string} */ release, /** @type {string} */ app) =>
    `${release} est une version d’une autre application que ${app}.`,
  sectionReleaseRequired: 'Choisissez la version à mettre en ligne parmi les versions publiées.',
  sectionShellAlwaysOn: 'Le shell porte toutes les pages : il ne se désactive pas.',
  sectionChangedMeanwhile: (/** @type {string} */ environment) =>
    `${environment} a changé pendant la vérification : rechargez la page et recommencez.`,
  sectionsComeFromReleases:
    'Les sections et les versions viennent des publications : elles ne se créent ni ne se suppriment ici.',
  changeLogAppendOnly: 'Le journal des modifications ne se modifie pas et ne se supprime pas.',
  releasesSecretRefused: 'Accès réservé aux commandes de publication.',

  // Strapi's own English messages, as the storefront shows them.
  stockErrors: Object.freeze({
    Forbidden: 'Accès refusé',
    Unauthorized: 'Authentification requise',
    'Not Found': 'Ressource introuvable',
    'Missing or invalid credentials': 'Session invalide ou expirée, veuillez vous reconnecter.',
    'Invalid credentials': 'Identifiant ou mot de passe invalide',
    'Invalid identifier or password': 'Identifiant ou mot de passe invalide',
    'Email or Username are already taken': 'Cet e-mail ou ce nom d’utilisateur est déjà utilisé',
    'Email is already taken': 'Cet e-mail est déjà utilisé',
    'Username already taken': 'Ce nom d’utilisateur est déjà utilisé',
    'Your account has been blocked by an administrator': 'Votre compte a été bloqué',
    'Your account email is not confirmed': 'Votre adresse e-mail n’est pas confirmée',
    'Incorrect code provided': 'Lien de réinitialisation invalide ou expiré',
    'Passwords do not match': 'Les mots de passe ne correspondent pas',
    'Register action is currently disabled': 'Les inscriptions sont fermées',
    'Invalid parameters': 'Paramètres invalides',
    'The provided current password is invalid': 'Le mot de passe actuel est incorrect',
    'Your new password must be different than your current password':
      'Le nouveau mot de passe doit être différent de l’ancien',
    'Internal Server Error': 'Erreur interne du serveur',
    FileTooBig: 'Fichier trop volumineux',
    'Payload Too Large': 'Requête trop volumineuse',
    'request entity too large': 'Requête trop volumineuse',
  }),

  fieldTooLong: (/** @type {string} */ label, /** @type {number | string} */ max) =>
    `Le champ ${label} ne doit pas dépasser ${max} caractères.`,
  fieldInvalid: (/** @type {string} */ label) => `Le champ ${label} est invalide.`,
  fieldRequired: (/** @type {string} */ label) => `Le champ ${label} est requis.`,
  fieldTooShort: (/** @type {string} */ label, /** @type {number | string} */ min) =>
    `Le champ ${label} doit contenir au moins ${min} caractères.`,
  invalidEmail: "Format d'email invalide",
  passwordTooShort: (/** @type {number | string} */ min) =>
    `Le mot de passe doit contenir au moins ${min} caractères`,
  // The names of the fields Strapi's checks speak of (users-permissions and the collections).
  fieldLabels: Object.freeze({
    email: 'e-mail',
    identifier: 'e-mail ou nom d’utilisateur',
    username: 'nom d’utilisateur',
    password: 'mot de passe',
    currentPassword: 'mot de passe actuel',
    passwordConfirmation: 'confirmation du mot de passe',
    code: 'code de réinitialisation',
    prenom: 'prénom',
    nom: 'nom',
    phone: 'téléphone',
    address: 'adresse',
    city: 'ville',
    postalCode: 'code postal',
    name: 'nom',
    subject: 'sujet',
    message: 'message',
    comment: 'commentaire',
    rating: 'note',
  }),

  testDriveRequired: 'Veuillez indiquer votre nom, votre e-mail et votre téléphone',
  vehicleNotFound: 'Véhicule non trouvé',

  commentTargetInvalid: 'Le contenu commenté est introuvable.',
  commentParentNotFound: 'Le commentaire auquel vous répondez est introuvable.',
  commentNotFound: 'Commentaire introuvable',
  commentSummaryTargetRequired: 'Paramètres targetType et targetId requis',

  stationNotFound: 'Station non trouvée',
  stationReviewNotFound: 'Avis introuvable',
  stationRatingRequired: 'Veuillez donner une note entre 1 et 5',
  stationReviewLoginRequired: 'Vous devez être connecté pour noter une station.',
  stationReviewDuplicate: 'Vous avez déjà noté cette station.',
  stationIssueKindRequired: 'Veuillez indiquer le type de problème',
  stationIssueDescriptionRequired: 'Veuillez décrire le problème',

  wishlistTooLong: 'La liste de souhaits ne peut pas contenir plus de 100 produits',

  orderNotFound: 'Commande non trouvée',
  paymentNotPayable: 'Cette commande ne peut pas être payée par carte',
  cardPaymentUnavailable:
    'Le paiement par carte n’est pas disponible pour le moment. Vous pouvez payer à la livraison.',
  cardNumberInvalid: 'Numéro de carte invalide',
  cardHolderRequired: 'Le nom du titulaire est requis',
  cardExpiryInvalid: "Date d'expiration invalide (MM/AA)",
  cardExpired: 'Cette carte est expirée',
  cardCvvInvalid: 'Le CVV doit contenir 3 chiffres',
  invoiceNotAvailable: 'La facture est disponible une fois la commande livrée',
  trackingNotFound: 'Numéro de suivi non trouvé',
  orderCancelRefused: "Impossible d'annuler une commande expédiée ou livrée",
  orderAlreadyCancelled: 'Cette commande est déjà annulée',
  orderEmptyCart: 'Votre panier est vide',
  orderItemUnavailable: (/** @type {string} */ name) =>
    `Le produit ${name} n'est pas disponible à la commande`,
  orderItemNotFound: 'Un produit de la commande est introuvable',
  orderQuantityInvalid: 'Quantité invalide',
  orderStockInsufficient: (/** @type {string} */ name) => `Stock insuffisant pour ${name}`,
  orderChangedMeanwhile: 'La commande vient d’être modifiée, veuillez réessayer.',
  orderPaymentMethodInvalid: 'Moyen de paiement invalide',
  orderShippingMethodInvalid: 'Mode de livraison invalide',
  orderStatusInvalid: 'Statut de commande invalide',
  orderStatusForbidden: 'Seul un éditeur peut modifier le statut d’une commande',

  // The order state machine (src/domain/order-lifecycle.js, docs/decisions/021-order-state-machine.md).
  orderActionUnknown: 'Action de commande inconnue',
  orderActionRefused: (
    /** @type {string} */ action,
    /** @type {string} */ status,
    /** @type {string} */ next,
  ) => `« ${action} » est impossible pour une commande « ${status} ». ${next}`,
  orderTransitionRefused: (
    /** @type {string} */ from,
    /** @type {string} */ to,
    /** @type {string} */ next,
  ) => `Une commande « ${from} » ne peut pas passer à « ${to} ». ${next}`,
  orderNextSteps: (/** @type {string[]} */ labels) =>
    labels.length > 0 ? `Actions possibles : ${labels.join(', ')}.` : 'Elle n’évolue plus.',
  orderCardUnpaid:
    'Une commande payée par carte n’est confirmée, préparée ni expédiée avant que son paiement soit reçu.',
  orderTrackingNumberRequired: 'Indiquez le numéro de suivi du transporteur pour expédier la commande.',
  orderTrackingNumberInvalid: 'Numéro de suivi invalide : de 6 à 40 caractères, lettres, chiffres ou tirets.',
  orderNoRefundDue: 'Aucun remboursement n’est dû pour cette commande.',
  orderEditRefused:
    'Une commande ne se modifie pas directement (articles, montants, paiement, stock) : utilisez ses actions.',
  orderStaffOnly: 'Réservé au personnel des commandes.',
  orderActionLabels: Object.freeze({
    confirm: 'Confirmer',
    prepare: 'Commencer la préparation',
    ship: 'Expédier',
    deliver: 'Marquer livrée',
    return: 'Marquer retournée',
    cancel: 'Annuler la commande',
    refund: 'Enregistrer le remboursement',
  }),
  orderPaymentLabels: Object.freeze({
    refund_due: 'remboursement dû',
    refunded: 'remboursée',
    paid: 'payée',
  }),
  orderLogSummary: (
    /** @type {string} */ orderId,
    /** @type {string} */ from,
    /** @type {string} */ to,
    /** @type {string} */ detail,
  ) => `Commande ${orderId} : ${from} → ${to}${detail ? ` (${detail})` : ''}`,
  orderLogTracking: (/** @type {string} */ number) => `suivi ${number}`,
  orderLogRefund: (/** @type {string} */ amount) => `remboursement de ${amount} MAD enregistré`,
  orderPaidByCard: 'Paiement par carte (passerelle CMI)',
  orderPhotoNotFound: "La photo d'installation est introuvable. Veuillez la choisir à nouveau.",
});
