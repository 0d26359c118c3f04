import { parseNginxConf } from './nginx-conf';

test('reads directives, blocks, quoted arguments and comments as nginx does', () => {
  const conf = parseNginxConf(
    [
      '# a comment',
      'map $uri $x {',
      '    "~*[0-9a-f]{8,}\\.js$" "a; b";',
      '    default no-cache;',
      '}',
      'server {',
      '    listen 8080; # trailing comment',
      '    location = /healthz { return 200 "ok\\n"; }',
      '}',
    ].join('\n'),
  );
  expect(conf.map((d) => [d.name, d.args, d.line])).toEqual([
    ['map', ['$uri', '$x'], 2],
    ['server', [], 6],
  ]);
  expect(conf[0]?.block?.map((d) => [d.name, d.args])).toEqual([
    ['~*[0-9a-f]{8,}\\.js$', ['a; b']],
    ['default', ['no-cache']],
  ]);
  const location = conf[1]?.block?.[1];
  expect(location?.args).toEqual(['=', '/healthz']);
  expect(location?.block?.[0]?.args).toEqual(['200', 'ok\n']);
});

test('says where a block or directive is left open', () => {
  expect(() => parseNginxConf('server {\n listen 80;\n')).toThrow(/not closed/);
  expect(() => parseNginxConf('listen 80')).toThrow(/line 1: listen is not closed/);
  expect(() => parseNginxConf('}')).toThrow(/unexpected }/);
});
