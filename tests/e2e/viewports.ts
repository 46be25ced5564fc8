/** The two viewports every browser test suite runs at. */
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };
