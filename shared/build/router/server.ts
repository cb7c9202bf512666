/** The shared React Router of the server builds: the browser's set plus the static rendering API. */
export * from './browser';
export { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
