'use strict';

/** Runs `body` with environment variables changed (the CMS reads its limits on each request), then puts them back. */
const withEnv = async (changes, body) => {
  const previous = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  Object.assign(process.env, changes);
  try {
    return await body();
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
};

module.exports = { withEnv };
