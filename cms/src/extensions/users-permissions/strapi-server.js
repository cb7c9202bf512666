'use strict';

const { PROFILE_ATTRIBUTES } = require('./profile-fields');
const { updateMe } = require('./update-me');

module.exports = (plugin) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, PROFILE_ATTRIBUTES);

  const userController = plugin.controllers.user;
  plugin.controllers.user = (context) => {
    const controller = typeof userController === 'function' ? userController(context) : userController;
    return { ...controller, updateMe: updateMe(context) };
  };

  // Registered before PUT /users/:id so that "me" is never read as an id.
  const contentApiRoutes = plugin.routes['content-api'];
  contentApiRoutes.routes = [
    { method: 'PUT', path: '/users/me', handler: 'user.updateMe', config: { prefix: '' } },
    ...contentApiRoutes.routes,
  ];

  return plugin;
};
