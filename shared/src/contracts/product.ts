/** Products ('produits' collection) as the backend sends them and as screens use them. */
import { z } from 'zod/mini';
import { messages } from '../messages/fr';
import {
  deriveCategoryFromPower,
  isProductCategory,
  parsePowerKw,
  type ProductCategory,
} from '../domain/catalog';
import { discountPercent } from '../domain/pricing';
import {
  documentIdentitySchema,
  looseNumberSchema,
  looseTextSchema,
  mediaFieldSchema,
  mediaList,
  normalizeMedia,
  PLACEHOLDER_IMAGE_URL,
  routeId,
  stringListSchema,
  type ImageRef,
} from './strapi';

export {
  CATEGORY_GROUPS,
  PRODUCT_CATEGORIES,
  deriveCategoryFromPower,
  expandCategoryFilter,
  isProductCategory,
  type ProductCategory,
} from '../domain/catalog';

/** Backend specification field → screen specification key. */
export const SPECIFICATION_FIELDS = {
  power: 'Puissancedecharge',
  protection: 'Indicedeprotection',
  connectivity: 'Connectivite',
  cable: 'Cable',
  dimensions: 'Dimensionsduboitier',
  temperature: 'TemperatureSupportee',
  weight: 'Poids',
  display: 'EcranDisplayTactile',
  nfc: 'NFCReader',
  smartCharging: 'Smartchargingandloadbalancing',
  warranty: 'Garantiefournisseur',
  management: 'GestionavecApplicationdemanagement',
  origin: 'OrigineFournisseur',
  leed: 'EligibiliteLEEDHQE',
  security: 'NormesetProtectionssecuritaires',
  flammability: 'Indicedinflammabilite',
} as const;

export type SpecificationKey = keyof typeof SPECIFICATION_FIELDS;
export type ProductSpecifications = Record<SpecificationKey, string | null>;

export const productSchema = z.extend(documentIdentitySchema, {
  Name: z.nullish(z.string()),
  Brand: z.nullish(z.string()),
  Description: z.nullish(z.string()),
  longDescription: z.nullish(z.string()),
  Image: mediaFieldSchema,
  ImageFullSize: mediaFieldSchema,
  slug: z.nullish(z.string()),
  powerKw: looseNumberSchema,
  price: looseNumberSchema,
  originalPrice: looseNumberSchema,
  stock: looseNumberSchema,
  category: z.nullish(z.string()),
  features: stringListSchema,
  tags: stringListSchema,
  isNew: z.nullish(z.boolean()),
  isFeatured: z.nullish(z.boolean()),
  rating: looseNumberSchema,
  reviewCount: looseNumberSchema,
  Puissancedecharge: looseTextSchema,
  Indicedeprotection: looseTextSchema,
  Connectivite: looseTextSchema,
  Cable: looseTextSchema,
  Dimensionsduboitier: looseTextSchema,
  TemperatureSupportee: looseTextSchema,
  Poids: looseTextSchema,
  EcranDisplayTactile: looseTextSchema,
  NFCReader: looseTextSchema,
  Smartchargingandloadbalancing: looseTextSchema,
  Garantiefournisseur: looseTextSchema,
  GestionavecApplicationdemanagement: looseTextSchema,
  OrigineFournisseur: looseTextSchema,
  EligibiliteLEEDHQE: looseTextSchema,
  NormesetProtectionssecuritaires: looseTextSchema,
  Indicedinflammabilite: looseTextSchema,
});
export type RawProduct = z.infer<typeof productSchema>;

/** A product as every screen uses it. */
export interface Product {
  /** The document id: product routes, cart lines and wishlist entries use it. */
  id: string;
  documentId: string;
  slug: string | null;
  /** Brand then model, e.g. 'Wallbox Pulsar Plus'. */
  name: string;
  /** The model name alone. */
  model: string;
  brand: string;
  description: string;
  longDescription: string;
  specifications: ProductSpecifications;
  powerKw: number | null;
  /** Null means 'Prix sur demande': the product is sold on quotation. */
  price: number | null;
  originalPrice: number | null;
  /** Rounded percentage off the original price, 0 when none. */
  discount: number;
  category: ProductCategory;
  image: ImageRef;
  hoverImage: ImageRef | null;
  fullSizeImage: ImageRef | null;
  images: ImageRef[];
  features: string[];
  tags: string[];
  inStock: boolean;
  /** Null when the backend does not track it (then up to 10 may be ordered). */
  stock: number | null;
  rating: number;
  reviews: number;
  isNew: boolean;
  isFeatured: boolean;
  compatibilityReason?: string;
  similarityScore?: number;
}

function displayName(brand: string | null, model: string): string {
  if (!brand) return model;
  return model.toLowerCase().startsWith(brand.toLowerCase()) ? model : `${brand} ${model}`;
}

/** Drawn when an image fails to load: inline, so it needs no request that could fail too. */
export function placeholderImage(alt: string): ImageRef {
  return { url: PLACEHOLDER_IMAGE_URL, alt, width: 400, height: 300, srcSet: null };
}

/** The illustration of a product's category, served by the site, for a product without a photo. */
export function categoryFallbackImage(category: ProductCategory, alt: string): ImageRef {
  return { url: `/images/fallback/product-${category}.svg`, alt, width: 800, height: 600, srcSet: null };
}

export function normalizeProduct(raw: RawProduct): Product {
  const model = raw.Name?.trim() || messages.products.defaultName;
  const knownBrand = raw.Brand?.trim() || null;
  const name = raw.Name?.trim() ? displayName(knownBrand, model) : model;
  const specifications = Object.fromEntries(
    Object.entries(SPECIFICATION_FIELDS).map(([key, field]) => [key, raw[field] ?? null]),
  ) as ProductSpecifications;
  const powerKw = raw.powerKw ?? parsePowerKw(specifications.power);
  const category = isProductCategory(raw.category) ? raw.category : deriveCategoryFromPower(powerKw, model);
  const fullSizeImage = normalizeMedia(mediaList(raw.ImageFullSize)[0], name);
  const pictures = mediaList(raw.Image)
    .map((media) => normalizeMedia(media, name))
    .filter((image): image is ImageRef => image !== null);
  const images = pictures.length > 0 ? pictures : fullSizeImage ? [fullSizeImage] : [];
  const stock = raw.stock === null ? null : Math.max(0, Math.floor(raw.stock));
  const id = routeId(raw);
  return {
    id,
    documentId: id,
    slug: raw.slug ?? null,
    name,
    model,
    brand: knownBrand ?? messages.products.defaultBrand,
    description: raw.Description?.trim() ?? '',
    longDescription: raw.longDescription?.trim() || raw.Description?.trim() || '',
    specifications,
    powerKw,
    price: raw.price,
    originalPrice: raw.originalPrice,
    discount: discountPercent(raw.price, raw.originalPrice),
    category,
    image: images[0] ?? categoryFallbackImage(category, name),
    hoverImage: images[1] ?? null,
    fullSizeImage,
    images,
    features: raw.features,
    tags: raw.tags,
    inStock: stock === null || stock > 0,
    stock,
    rating: Math.min(5, Math.max(0, raw.rating ?? 0)),
    reviews: Math.max(0, Math.floor(raw.reviewCount ?? 0)),
    isNew: raw.isNew ?? false,
    isFeatured: raw.isFeatured ?? false,
  };
}

/** Parses and normalises one backend product; throws a zod error on a malformed payload. */
export function parseProduct(raw: unknown): Product {
  return normalizeProduct(productSchema.parse(raw));
}

/** The shop's filter state. */
export interface ProductFilters {
  categories: ProductCategory[];
  brands: string[];
  specs: string[];
  priceRange: [number, number];
  inStock: boolean;
  onSale: boolean;
  featured: boolean;
}

export const DEFAULT_PRODUCT_FILTERS: Readonly<ProductFilters> = {
  categories: [],
  brands: [],
  specs: [],
  priceRange: [0, 100000],
  inStock: false,
  onSale: false,
  featured: false,
};

export type ProductSort = 'name' | 'price-low' | 'price-high';
export const SHOP_PAGE_SIZE = 20;
