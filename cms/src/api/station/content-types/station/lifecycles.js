'use strict';

const forget = () => strapi.service('api::station.station').forgetSnapshot();

module.exports = {
  afterCreate: forget,
  afterCreateMany: forget,
  afterUpdate: forget,
  afterUpdateMany: forget,
  afterDelete: forget,
  afterDeleteMany: forget,
};
