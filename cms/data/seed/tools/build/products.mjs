import { frNumber } from '../lib/format.mjs';

const defaults = {
  temp: '-25 °C à +40 °C',
  warranty: '2 ans',
  leed: 'Éligible (contribue aux crédits LEED et HQE)',
  flamm: 'UL94 V-0',
};

// Closing section of the long description, by category: how the product is installed or used in Morocco.
const usageByCategory = {
  stations:
    "<h3>Étude et mise en service</h3><p>Une borne en courant continu demande un raccordement dimensionné par un bureau d'études, parfois avec un poste de transformation. Nous vous accompagnons de l'étude de faisabilité auprès de votre distributeur d'électricité jusqu'à la mise en service et au raccordement à votre plateforme de supervision OCPP.</p>",
  commercial:
    "<h3>Pour les entreprises et les parkings</h3><p>Installée sur un circuit triphasé dédié, protégé par un disjoncteur et un différentiel adaptés, cette borne se gère à distance. Nous réalisons l'étude de puissance, la pose murale ou sur pied et la configuration des badges de vos collaborateurs ou de vos clients.</p>",
  wallbox:
    '<h3>Installation au Maroc</h3><p>En triphasé, cette borne délivre toute sa puissance ; sur une installation monophasée, la plus répandue dans les logements marocains, elle se limite à 7,4 kW (32 A). Nos installateurs vérifient votre abonnement, votre tableau et la mise à la terre, puis posent la borne en 2 à 4 heures.</p>',
  residential:
    '<h3>Installation au Maroc</h3><p>Adaptée aux installations monophasées, elle se raccorde sur un circuit dédié protégé par un disjoncteur et un différentiel. Vérifiez que votre puissance souscrite laisse une marge suffisante : un abonnement de 9 kVA ou plus est recommandé pour recharger sereinement la nuit. Installation réalisée en 2 à 4 heures par nos techniciens.</p>',
  portable:
    "<h3>Bien l'utiliser</h3><p>Branchez toujours le chargeur sur une prise en bon état, reliée à la terre et protégée par un différentiel 30 mA. Sur une prise domestique, la puissance reste limitée à environ 2,3 kW : c'est une solution de voyage ou de dépannage, pas le remplaçant d'une wallbox pour la recharge quotidienne.</p>",
  cables:
    "<h3>Compatibilité</h3><p>Ce câble se branche sur les bornes publiques et les wallbox équipées d'une prise Type 2. La puissance obtenue dépend de la borne et du chargeur embarqué du véhicule : un câble 32 A triphasé ne permet 22 kW que si la voiture les accepte.</p>",
  adapters:
    "<h3>Sécurité</h3><p>Les adaptateurs d'origine indiquent au chargeur l'intensité maximale autorisée, qui s'ajuste automatiquement. N'utilisez jamais d'adaptateur artisanal : une prise ou un câble sous-dimensionné peut chauffer dangereusement pendant une recharge de plusieurs heures.</p>",
  extensions:
    "<h3>Sécurité</h3><p>Déroulez toujours entièrement la rallonge pour éviter l'échauffement et utilisez-la uniquement en amont d'un chargeur mobile, jamais entre une borne et le véhicule. Vérifiez l'état de la gaine et des fiches avant chaque utilisation.</p>",
  accessories:
    "<h3>Installation</h3><p>Nos techniciens peuvent poser cet accessoire en même temps que votre borne, ce qui évite un second déplacement. Signalez-le simplement au moment de la demande de devis d'installation.</p>",
};

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function longDescription(entry) {
  const items = entry.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('');
  return `<p>${escapeHtml(entry.intro)}</p><h3>Points forts</h3><ul>${items}</ul>${entry.usage ?? usageByCategory[entry.category]}`;
}

export function buildProduct(entry) {
  const spec = { ...defaults, ...entry };
  return {
    slug: entry.slug,
    Name: entry.name,
    Brand: entry.brand,
    Description: entry.description,
    longDescription: longDescription(entry),
    category: entry.category,
    powerKw: entry.powerKw,
    Puissancedecharge: entry.powerLabel ?? `${frNumber(entry.powerKw)} kW`,
    Indicedeprotection: spec.ip,
    Connectivite: spec.connectivity,
    Cable: spec.cable,
    Dimensionsduboitier: spec.dims,
    TemperatureSupportee: spec.temp,
    Poids: spec.weight,
    EcranDisplayTactile: spec.display,
    NFCReader: spec.nfc,
    Smartchargingandloadbalancing: spec.smart,
    Garantiefournisseur: spec.warranty,
    GestionavecApplicationdemanagement: spec.app,
    OrigineFournisseur: spec.origin,
    EligibiliteLEEDHQE: spec.leed,
    NormesetProtectionssecuritaires: spec.norms,
    Indicedinflammabilite: spec.flamm,
    price: entry.price,
    originalPrice: entry.originalPrice ?? null,
    stock: entry.stock,
    features: entry.features,
    tags: entry.tags,
    isNew: Boolean(entry.isNew),
    isFeatured: Boolean(entry.isFeatured),
    image: `${entry.slug}.svg`,
  };
}
