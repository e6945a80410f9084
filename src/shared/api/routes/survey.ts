import { access, describeRoute } from '../define';

export const getStructure = describeRoute({
  name: 'survey.getStructure',
  method: 'GET',
  path: '/api/survey/structure',
  access: access.public,
});

export const respondOption = describeRoute({
  name: 'survey.respondOption',
  method: 'POST',
  path: '/api/survey/respond/option',
  access: access.player,
});

export const respondActivity = describeRoute({
  name: 'survey.respondActivity',
  method: 'POST',
  path: '/api/survey/respond/activity',
  access: access.player,
});

export const respondActivitiesBulk = describeRoute({
  name: 'survey.respondActivitiesBulk',
  method: 'POST',
  path: '/api/survey/respond/activities-bulk',
  access: access.player,
});

export const getActivityPreferences = describeRoute({
  name: 'survey.getActivityPreferences',
  method: 'GET',
  path: '/api/survey/preferences/activities',
  access: access.player,
});

export const getActivityPreferencesByType = describeRoute({
  name: 'survey.getActivityPreferencesByType',
  method: 'GET',
  path: '/api/survey/preferences/activities-by-type',
  access: access.player,
});

export const markComplete = describeRoute({
  name: 'survey.markComplete',
  method: 'POST',
  path: '/api/survey/mark-complete',
  access: access.player,
});

export const getPlayerResponses = describeRoute({
  name: 'survey.getPlayerResponses',
  method: 'GET',
  path: '/api/survey/player-responses',
  access: access.player,
});

export const getCoupleSurveyStatus = describeRoute({
  name: 'survey.getCoupleSurveyStatus',
  method: 'GET',
  path: '/api/couples/:id/survey-status',
  access: access.couple('id'),
});

export const getYnmOptions = describeRoute({
  name: 'survey.getYnmOptions',
  method: 'GET',
  path: '/api/ynm/options/:userId',
  access: access.selfOrPartner('userId'),
});
