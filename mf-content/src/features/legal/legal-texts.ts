/**
 * The legal pages of the shop, under Moroccan law: law 31-08 on consumer protection, law 09-08 on
 * personal data (CNDP), law 53-05 on electronic exchanges. The company's registrations come from its
 * one identity (shared/contracts/company).
 */
import { company } from '@chargemaroc/shared/contracts/company';
import { contentLabels } from '../../labels';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalText {
  title: string;
  description: string;
  updated: string;
  sections: readonly LegalSection[];
}

const address = `${company.street}, ${company.postalCode} ${company.city}, ${company.country}`;

export const legalNotice: LegalText = {
  ...contentLabels.legal.notice,
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Éditeur du site',
      paragraphs: [
        `Le site est édité par ${company.legalName}, société à responsabilité limitée de droit marocain au capital de ${company.registry.shareCapital}, dont le siège social est situé ${address}.`,
        `Registre du commerce : ${company.registry.tradeRegister}. Identifiant commun de l’entreprise (ICE) : ${company.registry.ice}. Identifiant fiscal : ${company.registry.taxId}. Patente : ${company.registry.patente}.`,
        `Téléphone : ${company.phoneDisplay}. E-mail : ${company.email}. Directeur de la publication : le gérant de ${company.legalName}.`,
      ],
    },
    {
      heading: 'Hébergement',
      paragraphs: [
        'Le site et ses données sont hébergés par un prestataire professionnel dont les coordonnées sont communiquées sur simple demande adressée à l’éditeur.',
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        'Les textes, illustrations, logos et la structure du site sont protégés par la loi n° 2-00 relative aux droits d’auteur et droits voisins. Toute reproduction sans autorisation écrite de l’éditeur est interdite.',
        'Les données des bornes publiques proviennent d’Open Charge Map (CC BY 4.0) et les caractéristiques des véhicules d’Open EV Data (licence MIT avec obligation d’attribution) ; leurs crédits figurent sur la page À propos.',
      ],
    },
    {
      heading: 'Responsabilité',
      paragraphs: [
        'Les informations publiées (caractéristiques, estimations d’installation, temps de recharge) sont données à titre indicatif. L’éditeur s’efforce de les tenir exactes et à jour mais ne peut garantir l’absence d’erreur.',
        'Les liens vers des sites tiers sont fournis pour information ; l’éditeur n’exerce aucun contrôle sur leur contenu.',
      ],
    },
    {
      heading: 'Données personnelles',
      paragraphs: [
        'Le traitement des données personnelles est décrit dans la politique de confidentialité, conformément à la loi n° 09-08 et sous le contrôle de la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP).',
      ],
    },
  ],
};

export const privacyPolicy: LegalText = {
  ...contentLabels.legal.privacy,
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Responsable du traitement',
      paragraphs: [
        `${company.legalName}, ${address}, est responsable des traitements de données personnelles réalisés sur ce site, conformément à la loi n° 09-08 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel. Les traitements font l’objet des déclarations requises auprès de la CNDP.`,
      ],
    },
    {
      heading: 'Données collectées',
      paragraphs: [
        'Compte client : nom, prénom, e-mail, téléphone, adresse. Commandes : articles, adresses de livraison et de facturation, mode de paiement (les données de carte sont traitées par le prestataire de paiement et ne sont jamais conservées par ChargeMaroc).',
        'Formulaires : messages de contact, demandes de rappel, de devis et d’installation, y compris la photo du tableau électrique, dont les métadonnées (position GPS, appareil) sont supprimées à la réception.',
      ],
    },
    {
      heading: 'Finalités',
      paragraphs: [
        'Traiter les commandes, la livraison et l’installation ; répondre aux demandes ; assurer le service après-vente et la garantie ; envoyer la newsletter aux personnes qui s’y sont inscrites ; prévenir la fraude et sécuriser le site.',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        'Les données de commande sont conservées pendant la durée légale de conservation des documents comptables (10 ans). Les demandes de contact, de rappel et de devis sont conservées 3 ans après le dernier échange. L’inscription à la newsletter dure jusqu’au désabonnement.',
      ],
    },
    {
      heading: 'Destinataires',
      paragraphs: [
        'Les données sont destinées aux services de ChargeMaroc et, pour ce qui les concerne, aux transporteurs, aux électriciens partenaires chargés de l’installation et au prestataire de paiement. Elles ne sont ni vendues ni louées.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        `Vous disposez d’un droit d’accès, de rectification et d’opposition pour motifs légitimes (articles 7 à 9 de la loi 09-08). Pour les exercer, écrivez à ${company.email} ou à ${company.legalName}, ${address}, en joignant une copie d’une pièce d’identité. Vous pouvez également saisir la CNDP (www.cndp.ma).`,
      ],
    },
    {
      heading: 'Cookies et stockage local',
      paragraphs: [
        'Le site utilise uniquement le stockage nécessaire à son fonctionnement : session de connexion, panier, liste de souhaits et préférences d’affichage. Aucun cookie publicitaire n’est déposé.',
      ],
    },
  ],
};

export const termsOfSale: LegalText = {
  ...contentLabels.legal.terms,
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Objet et champ d’application',
      paragraphs: [
        `Les présentes conditions régissent les ventes conclues sur le site entre ${company.legalName} et tout client, consommateur ou professionnel, livré au Maroc. Elles sont soumises à la loi n° 31-08 édictant des mesures de protection du consommateur et à la loi n° 53-05 relative à l’échange électronique de données juridiques.`,
      ],
    },
    {
      heading: 'Prix',
      paragraphs: [
        'Les prix des produits et de l’installation sont indiqués en dirhams marocains (MAD) hors taxes. La TVA au taux de 20 % s’y ajoute : elle figure, avec les frais de livraison et le coût éventuel de l’installation, au récapitulatif de la commande, qui indique le total toutes taxes comprises (TTC) avant sa validation. Le prix applicable est celui affiché au moment de la commande.',
      ],
    },
    {
      heading: 'Commande',
      paragraphs: [
        'La commande est formée lorsque le client la confirme après avoir vérifié son récapitulatif. Un e-mail de confirmation reprend les articles, le prix total, le mode de paiement et l’adresse de livraison. ChargeMaroc peut refuser une commande anormale ou passée de mauvaise foi.',
      ],
    },
    {
      heading: 'Paiement',
      paragraphs: [
        'Le paiement s’effectue par carte bancaire sur la plateforme sécurisée du prestataire de paiement, ou en espèces à la livraison. En cas de paiement à la livraison, le montant exact est remis au livreur contre reçu.',
      ],
    },
    {
      heading: 'Livraison',
      paragraphs: [
        'Les produits sont livrés à l’adresse indiquée au Maroc. Livraison standard : 5 à 7 jours ; express : 2 à 3 jours ; retrait en magasin à Casablanca. Un jour supplémentaire peut s’appliquer aux régions éloignées. Le client vérifie l’état du colis à la réception et signale toute anomalie dans les 48 heures.',
      ],
    },
    {
      heading: 'Droit de rétractation',
      paragraphs: [
        'Conformément à l’article 36 de la loi n° 31-08, le consommateur dispose d’un délai de 7 jours à compter de la réception pour se rétracter, sans avoir à se justifier ni à payer de pénalité, à l’exception des frais de retour. Le produit est retourné complet, dans son emballage d’origine et non installé. Le remboursement intervient dans les 15 jours suivant l’exercice du droit.',
        'Le droit de rétractation ne s’applique pas à une prestation d’installation pleinement exécutée avec l’accord du consommateur avant la fin du délai.',
      ],
    },
    {
      heading: 'Garanties',
      paragraphs: [
        'Les produits bénéficient de la garantie légale des défauts de la chose vendue (articles 549 et suivants du Dahir des obligations et des contrats) et de la garantie du fabricant indiquée sur la fiche produit. L’installation réalisée par ChargeMaroc est garantie 2 ans.',
      ],
    },
    {
      heading: 'Installation',
      paragraphs: [
        'L’estimation en ligne est indicative ; le prix définitif est confirmé après examen de la photo du tableau électrique ou visite technique. L’installation dure en général 2 à 4 heures et est réalisée par un électricien certifié, conformément aux normes en vigueur.',
      ],
    },
    {
      heading: 'Réclamations et litiges',
      paragraphs: [
        `Toute réclamation est adressée au service client (${company.phoneDisplay}, ${company.email}). À défaut d’accord amiable, le litige relève des tribunaux compétents du Royaume du Maroc, le consommateur pouvant saisir le tribunal de son domicile. Le droit marocain est applicable.`,
      ],
    },
  ],
};
