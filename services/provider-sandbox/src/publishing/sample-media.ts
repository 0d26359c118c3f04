// Files a test or a person can give a platform as a media URL (`/_sandbox/published/samples/<name>`):
// an 8×8 JPEG and PNG, the first boxes of an MP4 (what a platform's signature check reads), and a
// text file that is no media at all.

function mp4Sample(): Buffer {
  const box = (type: string, payload: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + payload.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, payload]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1')]),
  );
  return Buffer.concat([ftyp, box('free', Buffer.alloc(0)), box('mdat', Buffer.alloc(64, 0))]);
}

export const SAMPLE_MEDIA: Record<string, { contentType: string; bytes: Buffer }> = {
  'photo.jpg': {
    contentType: 'image/jpeg',
    bytes: Buffer.from(
      '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKoA8I7/2Q==',
      'base64',
    ),
  },
  'photo.png': {
    contentType: 'image/png',
    bytes: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQqHiGFTEMLQkA6XNhgc6lQUgAAAAASUVORK5CYII=',
      'base64',
    ),
  },
  'clip.mp4': { contentType: 'video/mp4', bytes: mp4Sample() },
  // Served as an image on purpose: a platform goes by the bytes, not the declared type.
  'not-media.jpg': { contentType: 'image/jpeg', bytes: Buffer.from('This is plain text, not a picture.\n') },
};
