'use strict';

const { sanitizeHtml } = require('../../../../utils/html-sanitizer');

const sanitizeContent = (event) => {
  const data = event.params.data;
  if (data && typeof data.content === 'string') data.content = sanitizeHtml(data.content);
};

module.exports = {
  beforeCreate: sanitizeContent,
  beforeUpdate: sanitizeContent,
};
