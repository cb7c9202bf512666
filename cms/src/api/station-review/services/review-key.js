'use strict';

const UID = 'api::station-review.station-review';

/**
 * `station:<id>:user:<id>`: the unique index on it keeps one rating per account and station.
 *
 * @param {number | string} stationId
 * @param {number | string} userId
 */
const stationReviewKey = (stationId, userId) => `station:${stationId}:user:${userId}`;

/**
 * Gives every rating written before the key existed its key, keeping the newest rating of each
 * account and station and deleting the older ones (they all counted in the station's average).
 * Runs at every start, before the unique index is created; answers how many were deleted.
 *
 * @param {Strapi} strapi
 */
const keyStationReviews = async (strapi) => {
  /** @type {{ id: number, station?: { id: number } | null, user?: { id: number } | null }[]} */
  const rows = await strapi.db.query(UID).findMany({
    where: { reviewKey: { $null: true } },
    select: ['id'],
    populate: { station: { select: ['id'] }, user: { select: ['id'] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  /** @type {{ reviewKey: string }[]} */
  const keyed = await strapi.db.query(UID).findMany({
    where: { reviewKey: { $notNull: true } },
    select: ['reviewKey'],
  });
  const taken = new Set(keyed.map((row) => row.reviewKey));
  let deleted = 0;
  for (const row of rows) {
    if (!row.station || !row.user) continue;
    const reviewKey = stationReviewKey(row.station.id, row.user.id);
    if (taken.has(reviewKey)) {
      await strapi.db.query(UID).delete({ where: { id: row.id } });
      deleted += 1;
    } else {
      await strapi.db.query(UID).update({ where: { id: row.id }, data: { reviewKey } });
      taken.add(reviewKey);
    }
  }
  if (deleted > 0) strapi.log.warn(`${deleted} older station ratings of the same accounts deleted.`);
  return deleted;
};

module.exports = { stationReviewKey, keyStationReviews };
