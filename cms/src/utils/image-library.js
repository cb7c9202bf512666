'use strict';

const path = require('node:path');

// sharp, the image library Strapi's upload plugin ships and pins (@strapi/upload → sharp). It is
// loaded from there: declaring it again in cms/package.json re-resolves Strapi's whole dependency
// tree in the lockfile for the same package.
/** @type {(name: string, from: string) => string} */
const packageDir = (name, from) => path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));

const uploadPluginDir = packageDir('@strapi/upload', packageDir('@strapi/strapi', __dirname));

module.exports = require(require.resolve('sharp', { paths: [uploadPluginDir] }));
