// Starts the API documentation's viewer (GET /api/docs). A file of its own because the gateway's
// Content-Security-Policy runs no inline script; the page says where the document is, so this file
// names no path.
(function () {
  'use strict';
  var root = document.getElementById('swagger-ui');
  window.ui = window.SwaggerUIBundle({
    url: root.getAttribute('data-openapi-url'),
    domNode: root,
    deepLinking: true,
    // Tags start closed and a tag's operations are drawn when it is opened: with every tag open the
    // viewer drew the first few operations of the 150 and no more (the auth tag cut after its first).
    docExpansion: 'none',
    presets: [window.SwaggerUIBundle.presets.apis],
    // The default validator badge would send the whole document to validator.swagger.io.
    validatorUrl: null,
  });
})();
