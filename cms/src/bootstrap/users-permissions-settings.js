'use strict';

const { publicUrl } = require('../utils/public-url');

const RESET_PASSWORD_PATH = '/reinitialiser-mot-de-passe';

const RESET_PASSWORD_MESSAGE = `<p>Bonjour,</p>
<p>Vous avez demandé la réinitialisation de votre mot de passe ChargeMaroc.</p>
<p>Pour choisir un nouveau mot de passe, ouvrez ce lien :</p>
<p><a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a></p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.</p>
<p>L'équipe ChargeMaroc</p>`;

/**
 * Registration open, no e-mail confirmation, reset links pointing at the storefront.
 *
 * @param {Strapi} strapi
 */
const configureUsersPermissions = async (strapi) => {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });

  const advanced = (await store.get({ key: 'advanced' })) || {};
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      email_confirmation: false,
      default_role: 'authenticated',
      email_reset_password: `${publicUrl()}${RESET_PASSWORD_PATH}`,
    },
  });

  /** @type {{ reset_password?: { options?: object } }} the plugin's mail templates, by name */
  const emailTemplates = (await store.get({ key: 'email' })) || {};
  const resetPassword = emailTemplates.reset_password || {};
  await store.set({
    key: 'email',
    value: {
      ...emailTemplates,
      reset_password: {
        ...resetPassword,
        options: {
          ...(resetPassword.options || {}),
          from: { name: 'ChargeMaroc', email: process.env.EMAIL_FROM_ADDRESS || 'no-reply@chargemaroc.ma' },
          response_email: '',
          object: 'Réinitialisation de votre mot de passe',
          message: RESET_PASSWORD_MESSAGE,
        },
      },
    },
  });
};

module.exports = { configureUsersPermissions, RESET_PASSWORD_PATH };
