/** Catalogue products for tests, built through the real normaliser from backend-shaped records. */
import {
  normalizeProduct,
  productSchema,
  type Product,
  type RawProduct,
} from '@chargemaroc/shared/contracts/product';

let sequence = 0;

export function rawProduct(overrides: Record<string, unknown> = {}): RawProduct {
  sequence += 1;
  return productSchema.parse({
    id: sequence,
    documentId: `doc-${sequence}`,
    Name: `Borne ${sequence}`,
    Brand: 'Wallbox',
    Description: 'Borne murale intelligente pour la recharge à domicile.',
    Puissancedecharge: '7,4 kW',
    Indicedeprotection: 'IP54',
    Connectivite: 'WiFi, Bluetooth',
    powerKw: 7.4,
    price: 8000,
    originalPrice: null,
    stock: 20,
    category: 'wallbox',
    features: ['Charge programmable'],
    tags: ['wallbox'],
    rating: 4.5,
    reviewCount: 12,
    ...overrides,
  });
}

export function product(overrides: Record<string, unknown> = {}): Product {
  return normalizeProduct(rawProduct(overrides));
}

/** Backend-shaped products as the CMS sends them (before parsing). */
export function backendProduct(
  index: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: index,
    documentId: `doc-${index}`,
    Name: `Borne ${String(index).padStart(2, '0')}`,
    Brand: index % 2 === 0 ? 'ABB' : 'Wallbox',
    Description: 'Borne de recharge pour la maison.',
    Puissancedecharge: '7,4 kW',
    Indicedeprotection: 'IP54',
    Connectivite: 'WiFi',
    powerKw: 7.4,
    price: 5000 + index * 100,
    originalPrice: null,
    stock: 10,
    category: 'wallbox',
    features: [],
    tags: [],
    rating: 4,
    reviewCount: 3,
    ...overrides,
  };
}

/** Two products as the cart takes them (`addItem`), for the cart's tests. */
export const cartProducts = {
  wallbox: {
    id: 'pulsar',
    name: 'Wallbox Pulsar Plus',
    price: 8990,
    brand: 'Wallbox',
    category: 'wallbox',
    stock: 6,
  },
  cable: { id: 'cable', name: 'Câble Type 2', price: 249.5, brand: 'Legrand', category: 'cables', stock: 40 },
};
