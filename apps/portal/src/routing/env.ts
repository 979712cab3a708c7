import { features } from '../state/features';
import { session } from '../state/session';
import { hasAcceptedDisclaimer } from './disclaimer';
import type { GuardEnvironment } from './guards';

/** What the route guards read: the signed-in user, the disclaimer cookie and the feature flags. */
export const guardEnv: GuardEnvironment = {
  getUser: session.getUser,
  disclaimerAccepted: () => hasAcceptedDisclaimer(),
  features: () => features.ready(),
  currentFeatures: features.get,
};

/** Page Not Found (spec §2 route `**`), with its start-over link. */
export const notFound = () => import('../pages/NotFoundRoute');
