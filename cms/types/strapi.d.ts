// Names for Strapi's objects, for the JSDoc types of the CMS's JavaScript (global: no import needed).
import type { Core, Modules } from '@strapi/strapi';

declare global {
  /** The running CMS (the `strapi` global, and the argument of register/bootstrap and factories). */
  type Strapi = Core.Strapi;

  /** A request's context, as middlewares, policies and controllers receive it (Koa's). */
  type StrapiContext = Parameters<Core.MiddlewareHandler>[0];

  /** What a middleware calls to hand the request on. */
  type StrapiNext = Parameters<Core.MiddlewareHandler>[1];

  /** A middleware's request handler. */
  type StrapiMiddleware = Core.MiddlewareHandler;

  /** A middleware as registered: a function of its configuration and of Strapi giving the handler. */
  type StrapiMiddlewareFactory = Core.MiddlewareFactory;

  /** What a document service middleware (strapi.documents.use) receives: the action, its uid and params. */
  type StrapiDocumentContext = Modules.Documents.Middleware.Context;

  /** What a document service middleware calls to run the action. */
  type StrapiDocumentNext = Parameters<Modules.Documents.Middleware.Middleware>[1];

  /** What a config file's function receives: `env` and its typed readers (env.int, env.bool…). */
  type StrapiConfigParams = Core.Config.Shared.ConfigParams;
}

export {};
