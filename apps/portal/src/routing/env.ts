import { features } from '../state/features';
import { session } from '../state/session';
import { hasAcceptedDisclaimer } from './disclaimer';
import type { GuardEnvironment } from './guards';

/** What the route guards read: the signed-in user, the disclaimer cookie and the feature flags. */
export const guardEnv: GuardEnvironment = {
  getUser: session.getUser,
  disclaimerAccepted: () => hasAcceptedDisclaimer(),
  features: () => features.ready(),
};

/** The module every route that a later issue builds renders until then: Page Not Found. */
export const notYetBuilt = () => import('../pages/NotFoundRoute');
