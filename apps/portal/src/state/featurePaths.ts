// The paths of packages/api `paths.features`/`paths.publicFeatures`; kept here without the schema
// module so that zod stays out of the initial bundle (checked by features.test.ts), and without
// React, so that the first script a frame runs can read them (earlyStart.ts).
/** The flags a signed-in user reads (the guards wait for them). */
export const FEATURES_PATH = '/api/features';
/** The flags a signed-out visitor reads. */
export const PUBLIC_FEATURES_PATH = '/api/features/public';
