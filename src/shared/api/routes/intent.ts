import { access, describeRoute } from '../define';

export const getComfortLevels = describeRoute({
  name: 'intent.comfortLevels',
  method: 'GET',
  path: '/api/intent/comfortlevels',
  access: access.player,
});

export const getIntentOptions = describeRoute({
  name: 'intent.options',
  method: 'GET',
  path: '/api/intent/options',
  access: access.player,
});

export const getMyIntent = describeRoute({
  name: 'intent.mine',
  method: 'GET',
  path: '/api/intent/getmyintent',
  access: access.player,
});

export const saveIntent = describeRoute({
  name: 'intent.save',
  method: 'POST',
  path: '/api/intent',
  access: access.player,
});
