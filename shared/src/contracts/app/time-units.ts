// Units for the durations and sizes of every area's constants, so a limit reads as the spec states it.

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const MEGABYTE = 1024 * 1024;
