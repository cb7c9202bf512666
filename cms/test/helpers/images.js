'use strict';

const crypto = require('node:crypto');
const sharp = require('../../src/utils/image-library');

/** A real image of the given format; `noise` fills it with random pixels (incompressible). */
const makeImage = (format, { width = 32, height = 24, noise = false } = {}) => {
  const channels = 3;
  const pixels = noise
    ? crypto.randomBytes(width * height * channels)
    : Buffer.alloc(width * height * channels, 0x80);
  return sharp(pixels, { raw: { width, height, channels } }).toFormat(format).toBuffer();
};

module.exports = { makeImage };
