'use strict';

/** The multipart body of POST /api/installation-requests: the inputs as JSON, the photo as a file. */
const estimateForm = (fields, photo) => {
  const form = new FormData();
  form.append('data', JSON.stringify(fields));
  if (photo) form.append('files.disjoncteurPhoto', new Blob([photo.bytes], { type: photo.type }), photo.name);
  return form;
};

module.exports = { estimateForm };
