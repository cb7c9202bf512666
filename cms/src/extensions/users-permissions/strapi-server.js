'use strict';

const { PROFILE_ATTRIBUTES } = require('./profile-fields');
const {
  TOKEN_ATTRIBUTES,
  revocableJwtService,
  userReadWithToken,
  logout,
  endTokensOnPasswordChange,
  keepJwtSecretAsKey,
} = require('./session-tokens');
const { limitSignInsPerAccount } = require('./sign-in-limit');
const { answerBeforeLookup } = require('./forgot-password');
const { updateMe } = require('./update-me');

/**
 * The parts of the users-permissions plugin this extension changes.
 *
 * @typedef {import('./session-tokens').PluginContext} PluginContext
 * @typedef {Record<string, (ctx: StrapiContext) => Promise<unknown>>} Controller
 * @typedef {object} UsersPermissionsPlugin
 * @property {Record<string, Controller | ((context: PluginContext) => Controller)>} controllers
 * @property {{ jwt: (context: PluginContext) => import('./session-tokens').JwtService, user: import('./session-tokens').UserService | ((context: PluginContext) => import('./session-tokens').UserService) } & Record<string, unknown>} services
 * @property {{ user: { schema: { attributes: Record<string, unknown> } } }} contentTypes
 * @property {(context: PluginContext) => Promise<void>} bootstrap
 * @property {{ 'content-api': { routes: object[] } }} routes
 */

/**
 * Adds or replaces actions of one of the plugin's controllers; each is made from the plugin
 * context and the original controller.
 *
 * @param {UsersPermissionsPlugin} plugin
 * @param {string} name
 * @param {Record<string, (context: PluginContext, controller: Controller) => (ctx: StrapiContext) => Promise<unknown>>} actions
 */
const extendController = (plugin, name, actions) => {
  const original = plugin.controllers[name];
  plugin.controllers[name] = (context) => {
    const controller = typeof original === 'function' ? original(context) : original;
    const added = Object.entries(actions).map(([action, make]) => [action, make(context, controller)]);
    return { ...controller, ...Object.fromEntries(added) };
  };
};

/** @param {UsersPermissionsPlugin} plugin */
module.exports = (plugin) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, PROFILE_ATTRIBUTES, TOKEN_ATTRIBUTES);
  plugin.services.jwt = revocableJwtService(plugin.services.jwt);
  plugin.services.user = userReadWithToken(plugin.services.user);

  extendController(plugin, 'auth', {
    logout,
    forgotPassword: (context, controller) =>
      answerBeforeLookup(controller.forgotPassword.bind(controller), context),
    callback: (context, controller) => limitSignInsPerAccount(controller.callback.bind(controller), context),
  });
  extendController(plugin, 'user', { updateMe });

  const { bootstrap } = plugin;
  plugin.bootstrap = async (context) => {
    await bootstrap(context);
    keepJwtSecretAsKey(context.strapi);
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
