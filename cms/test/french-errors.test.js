'use strict';

// Unit test of the French error middleware (no Strapi): the answers as Strapi formats them.
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { fakeContext } = require('./helpers/stand-ins');
const frenchErrors = require('../src/middlewares/french-errors');

/** The body a request ends with once the middleware has seen it. */
async function answered(error) {
  const ctx = { body: { data: null, error } };
  await frenchErrors()(fakeContext(ctx), async () => {});
  return ctx.body.error;
}

const validation = (message, errors) => ({
  status: 400,
  name: 'ValidationError',
  message,
  details: {
    errors: errors.map(([path, text]) => ({ path: [path], message: text, name: 'ValidationError' })),
  },
});

describe('French errors', () => {
  it('translates the validation library: an invalid e-mail at registration', async () => {
    const error = await answered(
      validation('email must be a valid email', [['email', 'email must be a valid email']]),
    );
    assert.equal(error.message, "Format d'email invalide");
    assert.equal(error.details.errors[0].message, "Format d'email invalide");
  });

  it('turns "2 errors occurred" into the first error, each detail in French', async () => {
    const error = await answered(
      validation('2 errors occurred', [
        ['identifier', 'identifier is a required field'],
        ['password', 'password must be at least 6 characters'],
      ]),
    );
    assert.equal(error.message, 'Le champ e-mail ou nom d’utilisateur est requis.');
    assert.deepEqual(
      error.details.errors.map((detail) => detail.message),
      [
        'Le champ e-mail ou nom d’utilisateur est requis.',
        'Le mot de passe doit contenir au moins 6 caractères',
      ],
    );
  });

  it('words lengths and other rules by field, keeps Strapi’s stock messages and French ones', async () => {
    assert.equal(
      (await answered(validation('username must be at least 3 characters', []))).message,
      'Le champ nom d’utilisateur doit contenir au moins 3 caractères.',
    );
    assert.equal(
      (await answered(validation('phone must be at most 20 characters', []))).message,
      'Le champ téléphone ne doit pas dépasser 20 caractères.',
    );
    assert.equal(
      (await answered(validation('rating must be less than or equal to 5', []))).message,
      'Le champ note est invalide.',
    );
    assert.equal(
      (await answered({ status: 403, name: 'ForbiddenError', message: 'Forbidden' })).message,
      'Accès refusé',
    );
    const french = 'Veuillez donner une note entre 1 et 5';
    assert.equal((await answered(validation(french, []))).message, french);
  });
});
