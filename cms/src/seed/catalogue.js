'use strict';

const { pickAttributes, slugify } = require('./seed-files');

const PRODUCT_UID = 'api::produit.produit';
const VEHICLE_UID = 'api::vehicule.vehicule';
const DERIVED_PRODUCT_FIELDS = ['rating', 'reviewCount', 'Image', 'ImageFullSize'];

/**
 * @param {Strapi} strapi
 * @param {({ image?: string, slug?: string, Brand?: string, Name?: string } & Record<string, unknown>)[]} products
 * @param {(folder: string, fileName: unknown) => Promise<number | null>} uploadImage
 */
const seedProducts = async (strapi, products, uploadImage) => {
  for (const product of products) {
    const imageId = await uploadImage('products', product.image);
    await strapi.documents(PRODUCT_UID).create({
      data: {
        ...pickAttributes(strapi, PRODUCT_UID, product, DERIVED_PRODUCT_FIELDS),
        slug: product.slug || slugify(`${product.Brand || ''} ${product.Name}`),
        Image: imageId,
        ImageFullSize: imageId,
      },
    });
  }
  return products.length;
};

/**
 * @param {Strapi} strapi
 * @param {({ images?: unknown, slug?: string, FullName?: string, Marque?: string, Brand?: string, Modele?: string } & Record<string, unknown>)[]} vehicles
 * @param {(folder: string, fileName: unknown) => Promise<number | null>} uploadImage
 */
const seedVehicles = async (strapi, vehicles, uploadImage) => {
  for (const vehicle of vehicles) {
    /** @type {number[]} */
    const imageIds = [];
    for (const image of Array.isArray(vehicle.images) ? vehicle.images : []) {
      const id = await uploadImage('vehicles', image);
      if (id) imageIds.push(id);
    }
    await strapi.documents(VEHICLE_UID).create({
      data: {
        ...pickAttributes(strapi, VEHICLE_UID, vehicle, ['Images']),
        slug:
          vehicle.slug ||
          slugify(vehicle.FullName || `${vehicle.Marque || vehicle.Brand || ''} ${vehicle.Modele || ''}`),
        Images: imageIds,
      },
    });
  }
  return vehicles.length;
};

module.exports = { seedProducts, seedVehicles };
