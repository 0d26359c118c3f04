import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api';
import { sessionSlice } from './session-slice';

/**
 * Slices the remotes inject at run time. A remote declares its own by module augmentation:
 *
 *   declare module '@scp/shared/client/root-reducer' {
 *     export interface LazyLoadedSlices extends WithSlice<typeof mySlice> {}
 *   }
 *
 * and injects it with `rootReducer.inject(mySlice)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();
