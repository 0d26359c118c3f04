// Asset imports in tests resolve to a stable file name, as webpack's asset modules resolve to a URL.
module.exports = 'test-file-stub';
