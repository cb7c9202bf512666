'use strict';

/** Profile attributes added to the users-permissions user. */
const PROFILE_ATTRIBUTES = {
  nom: { type: 'string', maxLength: 100 },
  prenom: { type: 'string', maxLength: 100 },
  phone: { type: 'string', maxLength: 30 },
  address: { type: 'string', maxLength: 255 },
  city: { type: 'string', maxLength: 100 },
  postalCode: { type: 'string', maxLength: 10 },
  accountType: { type: 'string', default: 'Membre', maxLength: 50 },
};

/**
 * The only fields a user may change through PUT /api/users/me, with their French labels and their
 * name in the storefront's profile rule (shared validation-ma: lengths, the phone's Moroccan rule).
 */
const EDITABLE_PROFILE_FIELDS = {
  nom: { label: 'nom', rule: 'lastName' },
  prenom: { label: 'prénom', rule: 'firstName' },
  phone: { label: 'téléphone', rule: 'phone' },
  address: { label: 'adresse', rule: 'address' },
};

module.exports = { PROFILE_ATTRIBUTES, EDITABLE_PROFILE_FIELDS };
