import { access, describeRoute } from '../define';

export const generateDare = describeRoute({
  name: 'dares.generate',
  method: 'POST',
  path: '/api/dares/generate',
  // The couple and the receiver in the body are checked by the service.
  access: access.player,
  successStatus: 201,
});

export const dareOptions = describeRoute({
  name: 'dares.options',
  method: 'POST',
  path: '/api/dares/options',
  // The couple and the receiver in the body are checked by the service, as for generate.
  access: access.player,
  rateLimit: 'dareOptions',
});

export const coupleDares = describeRoute({
  name: 'dares.couple',
  method: 'GET',
  path: '/api/dares/couple/:id',
  access: access.couple('id'),
});

export const sentDares = describeRoute({
  name: 'dares.sent',
  method: 'GET',
  path: '/api/dares/sent/:id',
  access: access.selfOrPartner('id'),
});

export const receivedDares = describeRoute({
  name: 'dares.received',
  method: 'GET',
  path: '/api/dares/received/:id',
  access: access.selfOrPartner('id'),
});

export const verifyDare = describeRoute({
  name: 'dares.verify',
  method: 'POST',
  path: '/api/dares/:id/verify',
  access: access.player,
});

export const dareStatsRoute = describeRoute({
  name: 'dares.stats',
  method: 'GET',
  path: '/api/dares/couple/:id/stats',
  access: access.couple('id'),
});

/** A party's step on a dare; the dare's couple and party are checked by the service. */
const dareAction = <const Name extends string, const Segment extends string>(
  name: Name,
  segment: Segment,
) =>
  describeRoute({
    name: `dares.${name}`,
    method: 'POST',
    path: `/api/dares/:id/${segment}`,
    access: access.player,
  });

export const revealDare = dareAction('reveal', 'reveal');
export const acceptDare = dareAction('accept', 'accept');
export const declineDare = dareAction('decline', 'decline');
export const completeDare = dareAction('complete', 'complete');
