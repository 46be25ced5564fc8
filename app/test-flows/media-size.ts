/** Display sizes of the dashboard's media, in CSS pixels, in the phones' 9:19.5 shape (demo media: 288 x 624). */
export const STEP_SHOT_SIZE = { width: 144, height: 312 } as const;
export const VIDEO_SIZE = { width: 240, height: 520 } as const;
