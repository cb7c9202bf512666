'use strict';

// One file, in this order, so that "summary" is never read as a comment id.
module.exports = {
  routes: [
    { method: 'GET', path: '/comments/summary', handler: 'comment.summary' },
    { method: 'GET', path: '/comments', handler: 'comment.find' },
    { method: 'GET', path: '/comments/:id', handler: 'comment.findOne' },
    { method: 'POST', path: '/comments', handler: 'comment.create' },
  ],
};
