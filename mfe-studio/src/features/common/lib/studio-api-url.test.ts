import { studioApiGet, studioApiUrl } from './studio-api-url';

describe('the studio API’s addresses for the shared api', () => {
  it('drops the /api the base URL already has', () => {
    expect(studioApiUrl('/api/studio/posts')).toBe('/studio/posts');
  });

  it('sends a query only when it has a value: a lone ? is refused on its way through the gateway', () => {
    expect(studioApiGet('/api/studio/media', {})).toEqual({ url: '/studio/media' });
    expect(studioApiGet('/api/studio/media', { before: undefined })).toEqual({ url: '/studio/media' });
    expect(studioApiGet('/api/studio/posts', { status: 'draft', q: undefined })).toEqual({
      url: '/studio/posts',
      params: { status: 'draft' },
    });
  });
});
