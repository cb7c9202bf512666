'use strict';

const { PROFILE_ATTRIBUTES } = require('./profile-fields');
const {
  TOKEN_ATTRIBUTES,
  revocableJwtService,
  logout,
  endTokensOnPasswordChange,
} = require('./session-tokens');
const { updateMe } = require('./update-me');

/** Adds actions (factories of the plugin context) to one of the plugin's controllers. */
const extendController = (plugin, name, actions) => {
  const original = plugin.controllers[name];
  plugin.controllers[name] = (context) => {
    const controller = typeof original === 'function' ? original(context) : original;
    const added = Object.entries(actions).map(([action, make]) => [action, make(context)]);
    return { ...controller, ...Object.fromEntries(added) };
  };
};

module.exports = (plugin) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, PROFILE_ATTRIBUTES, TOKEN_ATTRIBUTES);
  plugin.services.jwt = revocableJwtService(plugin.services.jwt);

  extendController(plugin, 'auth', { logout });
  extendController(plugin, 'user', { updateMe });

  const { bootstrap } = plugin;
  plugin.bootstrap = async (context) => {
    await bootstrap(context);
    endTokensOnPasswordChange(context.strapi);
  };

  // Registered before PUT /users/:id so that "me" is never read as an id.
  const contentApiRoutes = plugin.routes['content-api'];
  contentApiRoutes.routes = [
    { method: 'PUT', path: '/users/me', handler: 'user.updateMe', config: { prefix: '' } },
    ...contentApiRoutes.routes,
  ];

  return plugin;
};
