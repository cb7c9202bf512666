'use strict';

const USER_UID = 'plugin::users-permissions.user';
const ORDER_UID = 'api::order.order';
const COMMENT_UID = 'api::comment.comment';
const PRODUCT_UID = 'api::produit.produit';

const HOUR = 60 * 60 * 1000;
/** When each step of a seeded order happened, after its creation (as the tracking timeline shows). */
/** @type {Record<string, number>} */
const STEP_DELAYS = {
  confirmedAt: 2 * HOUR,
  shippedAt: 48 * HOUR,
  deliveredAt: 72 * HOUR,
  cancelledAt: 6 * HOUR,
};
/** @type {Record<string, string[]>} */
const STEPS_BY_STATUS = {
  pending: [],
  confirmed: ['confirmedAt'],
  processing: ['confirmedAt'],
  shipped: ['confirmedAt', 'shippedAt'],
  delivered: ['confirmedAt', 'shippedAt', 'deliveredAt'],
  returned: ['confirmedAt', 'shippedAt', 'deliveredAt'],
  cancelled: ['cancelledAt'],
};

/**
 * Seeded card orders past pending were paid (an order request can never say so itself).
 *
 * @param {{ paymentMethod?: string, status: string, payment?: object | null, createdAt?: unknown }} order
 */
const paymentOf = (order) =>
  order.paymentMethod === 'cmi' && !['pending', 'cancelled'].includes(order.status)
    ? { paymentStatus: 'paid', payment: { ...order.payment, status: 'paid', paidAt: order.createdAt } }
    : {};

const PROFILE_FIELDS = ['prenom', 'nom', 'phone', 'address', 'city', 'postalCode', 'accountType'];

/**
 * The records of users.json, orders.json and reviews.json (what the seeding reads of them).
 *
 * @typedef {{ email?: string, username?: string, password?: string } & Record<string, unknown>} SeedUser
 * @typedef {{ productSlug: string, quantity?: number, installation?: unknown }} SeedOrderItem
 * @typedef {{ userEmail?: string, items?: SeedOrderItem[], createdAt?: string, status?: string } & Record<string, unknown>} SeedOrder
 * @typedef {{ userEmail?: string, productSlug?: string, createdAt?: string, rating?: number, comment?: string, helpful?: number, replies?: { userEmail?: string, comment?: string }[] }} SeedReview
 * @typedef {{ id: number, prenom?: string | null, nom?: string | null, username?: string }} SeededUser
 */

/**
 * @param {Strapi} strapi
 * @param {SeedUser[]} users
 */
const seedUsers = async (strapi, users) => {
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } });
  let created = 0;
  for (const user of users) {
    const email = String(user.email || '').toLowerCase();
    if (!email || (await strapi.db.query(USER_UID).findOne({ where: { email }, select: ['id'] }))) continue;
    const profile = Object.fromEntries(
      PROFILE_FIELDS.filter((field) => user[field] !== undefined).map((field) => [field, user[field]]),
    );
    await strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username: user.username,
        email,
        password: user.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
        ...profile,
      });
    created += 1;
  }
  return created;
};

/**
 * @param {Strapi} strapi
 * @param {unknown} email
 * @returns {Promise<SeededUser | null>}
 */
const userByEmail = (strapi, email) =>
  strapi.db
    .query(USER_UID)
    .findOne({ where: { email: String(email || '').toLowerCase() }, populate: ['role'] });

/**
 * @param {Strapi} strapi
 * @param {string | undefined} slug
 * @returns {Promise<{ id: number, documentId: string } | null>}
 */
const productBySlug = (strapi, slug) =>
  strapi.db.query(PRODUCT_UID).findOne({ where: { slug }, select: ['id', 'documentId'] });

/**
 * Orders priced by the same service as the storefront's, then moved to their seeded status.
 *
 * @param {Strapi} strapi
 * @param {SeedOrder[]} seededOrders
 */
const seedOrders = async (strapi, seededOrders) => {
  const orderService = strapi.service(ORDER_UID);
  let created = 0;
  for (const seeded of seededOrders) {
    const user = await userByEmail(strapi, seeded.userEmail);
    if (!user) {
      strapi.log.warn(`Seed: order for unknown user ${seeded.userEmail} skipped.`);
      continue;
    }
    /** @type {{ productId: string, quantity?: number, installation?: unknown }[]} */
    const items = [];
    for (const item of seeded.items || []) {
      const product = await productBySlug(strapi, item.productSlug);
      if (product)
        items.push({
          productId: product.documentId,
          quantity: item.quantity,
          installation: item.installation,
        });
    }
    if (items.length === 0) continue;

    const createdAt = seeded.createdAt ? new Date(seeded.createdAt) : new Date();
    const status = seeded.status || 'pending';
    const order = await orderService.placeOrder(
      user,
      {
        items,
        couponCode: seeded.couponCode,
        shippingMethod: seeded.shippingMethod,
        paymentMethod: seeded.paymentMethod,
        customerInfo: seeded.customerInfo,
        shippingAddress: seeded.shippingAddress,
        billingAddress: seeded.billingAddress,
        deliveryInfo: seeded.deliveryInfo,
      },
      { now: createdAt, status },
    );
    const dates = Object.fromEntries(
      (STEPS_BY_STATUS[status] || []).map((field) => [
        field,
        new Date(createdAt.getTime() + STEP_DELAYS[field]),
      ]),
    );
    await strapi.db
      .query(ORDER_UID)
      .update({ where: { id: order.id }, data: { confirmedAt: null, ...dates, ...paymentOf(order) } });
    created += 1;
  }
  return created;
};

/** @param {SeededUser} user */
const displayName = (user) => [user.prenom, user.nom].filter(Boolean).join(' ').trim() || user.username;

/**
 * Reviews (with their replies) of the seed users; each write refreshes its product's rating.
 *
 * @param {Strapi} strapi
 * @param {SeedReview[]} reviews
 */
const seedReviews = async (strapi, reviews) => {
  let created = 0;
  for (const review of reviews) {
    const [user, product] = await Promise.all([
      userByEmail(strapi, review.userEmail),
      productBySlug(strapi, review.productSlug),
    ]);
    if (!user || !product) {
      strapi.log.warn(`Seed: review of ${review.productSlug} by ${review.userEmail} skipped.`);
      continue;
    }
    const createdAt = review.createdAt ? new Date(review.createdAt) : new Date();
    const parent = await strapi.db.query(COMMENT_UID).create({
      data: {
        targetType: 'product',
        targetId: product.documentId,
        author: user.id,
        authorName: displayName(user),
        rating: review.rating,
        comment: review.comment,
        helpful: review.helpful || 0,
        createdAt,
        updatedAt: createdAt,
      },
    });
    created += 1;
    for (const [index, reply] of (review.replies || []).entries()) {
      const replier = await userByEmail(strapi, reply.userEmail);
      if (!replier) continue;
      const repliedAt = new Date(createdAt.getTime() + (index + 1) * HOUR);
      await strapi.db.query(COMMENT_UID).create({
        data: {
          targetType: 'product',
          targetId: product.documentId,
          parent: parent.id,
          author: replier.id,
          authorName: displayName(replier),
          comment: reply.comment,
          createdAt: repliedAt,
          updatedAt: repliedAt,
        },
      });
      created += 1;
    }
  }
  return created;
};

module.exports = { seedUsers, seedOrders, seedReviews };
