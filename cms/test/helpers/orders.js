'use strict';

const CUSTOMER = {
  firstName: 'Salma',
  lastName: 'Idrissi',
  email: 'salma@exemple.ma',
  phone: '+212 6 11 22 33 44',
};
const ADDRESS = { address: '8 rue de Fès', city: 'Rabat', region: 'Rabat-Salé-Kénitra', postalCode: '10000' };

/** The body of POST /api/orders: a cash order with standard delivery unless `extra` says otherwise. */
const orderBody = (items, extra = {}) => ({
  data: {
    items,
    paymentMethod: 'cash',
    shippingMethod: 'standard',
    customerInfo: CUSTOMER,
    shippingAddress: ADDRESS,
    ...extra,
  },
});

module.exports = { CUSTOMER, orderBody };
