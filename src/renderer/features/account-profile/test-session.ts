export {
  COUPLE_ID,
  PLAYER_ID,
  signInForTest as signIn,
} from '../../../../tests/support/renderer/session';
