import { createEndpoints, type Endpoints } from '@citytax/api';
import { getApiClient } from './api';

/** Typed, schema-checked calls over the portal's client. */
export async function getEndpoints(): Promise<Endpoints> {
  return createEndpoints(await getApiClient());
}
