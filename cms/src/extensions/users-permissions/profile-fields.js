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

/** The only fields a user may change through PUT /api/users/me, with their French labels. */
const EDITABLE_PROFILE_FIELDS = {
  nom: { label: 'nom', max: 100 },
  prenom: { label: 'prénom', max: 100 },
  phone: { label: 'téléphone', max: 30 },
  address: { label: 'adresse', max: 255 },
};

module.exports = { PROFILE_ATTRIBUTES, EDITABLE_PROFILE_FIELDS };
