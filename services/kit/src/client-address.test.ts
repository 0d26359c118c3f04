import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s -> %s', (ip, key) => expect(clientAddressKey(ip)).toBe(key));

  it('gives every address of one IPv6 /64 the same key, and another /64 another', () => {
    const keys = new Set(['2001:db8:1:2::1', '2001:db8:1:2:aaaa::9', '2001:db8:1:2:ffff:1:2:3'].map(clientAddressKey));
    expect(keys.size).toBe(1);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe([...keys][0]);
  });
});
