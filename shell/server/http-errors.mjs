/** The origin's own error answers: short, in French, never a stack trace or a file path. */
const MESSAGES = {
  400: 'Requête invalide.',
  404: 'Page introuvable.',
  413: 'Requête trop volumineuse.',
  502: 'Service temporairement indisponible. Veuillez réessayer dans un instant.',
  503: 'Service temporairement indisponible. Veuillez réessayer dans un instant.',
  504: 'La requête a expiré. Veuillez réessayer.',
  500: 'Une erreur est survenue. Veuillez réessayer plus tard.',
};

const NAMES = {
  400: 'BadRequestError',
  404: 'NotFoundError',
  413: 'PayloadTooLargeError',
  502: 'BadGatewayError',
  503: 'ServiceUnavailableError',
  504: 'GatewayTimeoutError',
  500: 'InternalServerError',
};

const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Answers `status` with its French message: the CMS's error shape for API clients, a small page
 * for browsers, plain text otherwise. Unknown statuses are answered as their class (4xx → 400, else 500).
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {number} status
 */
export function sendError(req, res, status) {
  const known = status in MESSAGES ? status : status >= 400 && status < 500 ? 400 : 500;
  const message = MESSAGES[known];
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  if (req.originalUrl.startsWith('/api/')) {
    return res.json({ data: null, error: { status, name: NAMES[known], message } });
  }
  if (req.accepts('html')) {
    return res
      .type('html')
      .send(
        `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(message)}</title></head>` +
          `<body><p>${escapeHtml(message)}</p><p><a href="/">Retour à l’accueil</a></p></body></html>`,
      );
  }
  return res.type('text').send(message);
}

/** Answers 400 to a URL whose path does not decode (`/%ff`, `/%`), before anything tries to. */
export function rejectMalformedUrls() {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return sendError(req, res, 400);
    }
    return next();
  };
}

/** The last handler of the chain: what nothing else answered. */
export function notFound() {
  return (req, res) => sendError(req, res, 404);
}

/**
 * Express error handler: logs the error with its request, answers the client with the short French
 * text of its status (a client error keeps its 4xx status; anything else is a 500).
 */
export function errorHandler({ log = console.error } = {}) {
  return (error, req, res, next) => {
    const declared = Number(error?.status ?? error?.statusCode);
    const status = declared >= 400 && declared < 500 ? declared : 500;
    if (status === 500) log(`${req.method} ${req.originalUrl} failed:`, error);
    // an answer already under way can only be cut off: Express's own handler closes the connection
    if (res.headersSent) return next(error);
    sendError(req, res, status);
  };
}
