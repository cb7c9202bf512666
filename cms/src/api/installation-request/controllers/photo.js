'use strict';

const fs = require('node:fs/promises');

/** The image kinds accepted, recognised by their first bytes rather than by the declared type. */
const SIGNATURES = [
  { mime: 'image/jpeg', matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  {
    mime: 'image/png',
    matches: (bytes) =>
      bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    matches: (bytes) =>
      bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  },
];

const UNKNOWN_TYPE = 'application/octet-stream';

const readHead = async (filepath) => {
  const handle = await fs.open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(12);
    const { bytesRead } = await handle.read(buffer, 0, 12, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

/** The uploaded photo of a multipart request (field "disjoncteurPhoto" or "files.disjoncteurPhoto"), or null. */
const photoFile = (ctx) => {
  const files = ctx.request.files || {};
  const file = files.disjoncteurPhoto || files['files.disjoncteurPhoto'] || files.files;
  const first = Array.isArray(file) ? file[0] : file;
  return first && first.filepath ? first : null;
};

/** The photo with its real type (from its bytes; unknown when not JPEG, PNG or WebP). */
const identifyPhoto = async (file) => {
  const head = await readHead(file.filepath);
  const kind = SIGNATURES.find((signature) => signature.matches(head));
  return { ...file, mimetype: kind ? kind.mime : UNKNOWN_TYPE };
};

module.exports = { photoFile, identifyPhoto };
