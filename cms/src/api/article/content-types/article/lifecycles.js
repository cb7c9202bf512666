'use strict';

const { sanitizeHtml } = require('../../../../utils/html-sanitizer');

/** @param {{ params: { data?: { content?: unknown } } }} event a create's or update's */
const sanitizeContent = (event) => {
  const data = event.params.data;
  if (data && typeof data.content === 'string') data.content = sanitizeHtml(data.content);
};

module.exports = {
  beforeCreate: sanitizeContent,
  beforeUpdate: sanitizeContent,
};
