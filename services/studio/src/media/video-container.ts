import { createFile, Log, MP4BoxBuffer, type Movie } from 'mp4box';

// The parser's own diagnostics: only its errors, which a refusal answers anyway.
Log.setLogLevel(Log.error);

/** What an MP4 file's container says about its video. */
export interface VideoFacts {
  durationMs: number;
  width: number;
  height: number;
  /** As the container names it (`avc1.64001f`): the codec and, for H.264, its profile and level. */
  codec: string;
}

export type VideoReading = { ok: true; facts: VideoFacts } | { ok: false; reason: 'unreadable' | 'no_video' | 'empty' };

/** ISO base media (MP4, MOV, 3GP...) by its bytes: a first box of type `ftyp`. */
export function isIsoMedia(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp';
}

const CHUNK = 1024 * 1024;

/** The movie's duration: the movie header's, else (a fragmented file) the fragments' total, else its video track's. */
function durationMsOf(movie: Movie): number {
  const track = movie.videoTracks[0];
  if (movie.duration > 0 && movie.timescale > 0) return (movie.duration / movie.timescale) * 1000;
  if (movie.fragment_duration && movie.fragment_duration.den > 0) {
    return (movie.fragment_duration.num / movie.fragment_duration.den) * 1000;
  }
  return track && track.timescale > 0 ? (track.duration / track.timescale) * 1000 : 0;
}

/**
 * Reads an MP4 file's container with a real parser (mp4box, GPAC's): its boxes must parse up to the
 * movie header and its tracks, and it must hold a video track. The media data itself is not decoded
 * (the platforms transcode it); its codec is read from the track's sample description.
 */
export function readVideoContainer(bytes: Buffer): VideoReading {
  const file = createFile();
  let movie: Movie | undefined;
  let failed = false;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    failed = true;
  };
  try {
    // In parts, as from a stream: the parser keeps the boxes it needs and skips the media data.
    for (let start = 0; start < bytes.length && !movie && !failed; start += CHUNK) {
      const part = bytes.subarray(start, Math.min(start + CHUNK, bytes.length));
      const copy = new ArrayBuffer(part.length);
      new Uint8Array(copy).set(part);
      file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, start), start + part.length >= bytes.length);
    }
    file.flush();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!movie || failed) return { ok: false, reason: 'unreadable' };
  const track = movie.videoTracks[0];
  if (!track) return { ok: false, reason: 'no_video' };
  const durationMs = Math.round(durationMsOf(movie));
  if (durationMs <= 0) return { ok: false, reason: 'empty' };
  return {
    ok: true,
    facts: {
      durationMs,
      width: track.video?.width ?? track.track_width,
      height: track.video?.height ?? track.track_height,
      codec: track.codec,
    },
  };
}

/** H.264, which every platform the studio publishes to takes. */
export function isH264(codec: string): boolean {
  return /^avc[13](\.|$)/.test(codec);
}
